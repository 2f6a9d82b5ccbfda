/**
 * Test-drive landing for the Veloz (`/testdriveveloz` and `/test-veloz`): a poster from the
 * model's own slider picture and a TEST DRIVE button into the site's own test-drive form with the
 * Veloz filled in (the external form it used to open does not exist).
 */
import { BRAND } from '../../../domain/brand';
import { ApiError } from '../../data/api-client';
import { useCarDetail } from '../../data/repositories/car-detail';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useMediaQuery } from '../../lib/use-media-query';
import { ButtonLink } from '../../ui/button';
import { NeedsConnection } from '../../ui/needs-connection';
import { Icon } from '../../ui/icons';
import { Image } from '../../ui/image';
import { Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import styles from './test-drive-landing-screen.module.css';

/** The model this landing promotes. */
export const LANDING_SEO = 'veloz';
const MOBILE_QUERY = '(max-width: 767.98px)';

/** The route screen of both landing paths. */
export default function TestDriveLandingScreen() {
  useDocumentTitle('Test Drive Toyota Veloz');
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { data, error, refetch } = useCarDetail(LANDING_SEO);
  useScrollToTop();
  const size = mobile ? { width: 800, height: 1000 } : { width: 1920, height: 800 };
  const poster = data ? (mobile ? data.slider_mobile[0] : data.slider[0]) ?? data.color[0]?.image : null;
  const name = data?.car_model_name ?? 'Veloz';

  if (!data && error instanceof ApiError && error.isNetwork) return <NeedsConnection onRetry={refetch} />;
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <div className={styles.poster} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {poster ? <Image src={poster} alt={`Toyota ${name}`} width={size.width} height={size.height} className={styles.image} sizes="100vw" priority /> : <Skeleton ratio={`${size.width} / ${size.height}`} />}
      </div>
      <div className={`container ${styles.copy}`}>
        <span className={styles.eyebrow}>Test Drive</span>
        <h1 id="landing-title" className={styles.title}>
          Rasakan Sendiri Toyota {name}
        </h1>
        <p className={styles.text}>
          {data?.preview_text ?? 'MPV premium bergaya dengan kabin modern.'} Jadwalkan test drive di dealer {BRAND.name} pilihan Anda, gratis dan tanpa kewajiban membeli.
        </p>
        <ButtonLink to={paths.testDrive.getHref(data ? { category: data.category_id, model: data.car_model_id } : undefined)} className={styles.cta}>
          <Icon name="steering" size={22} /> TEST DRIVE
        </ButtonLink>
      </div>
    </section>
  );
}
