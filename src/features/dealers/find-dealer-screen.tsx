/** Find dealer: a branch-city select (default 33.74) and the branches of the chosen city. */
import { useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { paths } from '../../lib/paths';
import { useBranches } from '../../data/repositories/dealers';
import { useBranchCities } from '../../data/repositories/site';
import { useDocumentTitle } from '../../lib/document-title';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { Select } from '../../ui/select';
import { placeholderKeys, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { BranchCard } from './branch-card';
import { chooseCity } from './city-choice';
import styles from './dealers.module.css';

/** Route screen of /find-dealer (?kota=). */
export default function FindDealerScreen() {
  useDocumentTitle('Find Dealer');
  useScrollToTop('find-dealer');
  const cities = useBranchCities();
  // The city lives in the URL so coming back from a PROFILE shows the same list.
  const [params, setParams] = useSearchParams();
  const cityCode = chooseCity(cities.data, params.get('kota'));
  const branches = useBranches(cityCode);
  const failed = (!cities.data && !cities.isLoading) || (cityCode !== null && !branches.data && !branches.isLoading);

  return (
    <>
      <PageIntro eyebrow="Dealer Network" title="Find Dealer" text={`Temukan showroom dan bengkel resmi ${BRAND.name} terdekat di Jawa Tengah dan DI Yogyakarta.`}>
        <Select
          className={styles.city}
          label="Kota"
          value={cityCode}
          options={(cities.data ?? []).map((c) => ({ value: c.city_code, label: c.city_name }))}
          onChange={(code) => setParams({ kota: code }, { replace: true, preventScrollReset: true })}
          placeholder={cities.isLoading ? 'Memuat kota...' : 'Pilih Kota'}
          emptyText={cities.isLoading ? 'Memuat kota...' : 'Kota Tidak Ditemukan'}
        />
      </PageIntro>
      <section className={`container ${styles.page}`} aria-label="Daftar cabang">
        {failed ? (
          <LoadFailure
            error={cities.error ?? branches.error}
            notFoundTitle="Cabang Tidak Ditemukan"
            backTo={paths.home.getHref()}
            backLabel="Kembali ke Beranda"
            onRetry={() => (cities.data ? branches.refetch() : cities.refetch())}
          />
        ) : cities.data && cities.data.length === 0 ? (
          <EmptyState text="Kota Tidak Ditemukan" />
        ) : !branches.data ? (
          <ul className={`${styles.branches} ${styles.loading}`} aria-busy="true">
            {placeholderKeys(3).map((key) => (
              <li key={key}>
                <Skeleton height={220} />
              </li>
            ))}
          </ul>
        ) : branches.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.branches}>
            {branches.data.map((branch) => (
              <li key={branch.cabang_id}>
                <BranchCard branch={branch} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
