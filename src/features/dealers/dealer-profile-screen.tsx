/** A dealer's profile: slider, name and contact, WhatsApp marketing, service icons, map on demand, emergency assistance, events and promos. */
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDealerPart } from '../../data/repositories/dealers';
import { useDocumentTitle } from '../../lib/document-title';
import { Breadcrumb } from '../../ui/breadcrumb';
import { ButtonExternal } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { failureStatus, LoadFailure } from '../../ui/load-failure';
import { SectionBoundary } from '../../ui/section-boundary';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { whatsappUrl } from '../../ui/whatsapp';
import { DealerContactList } from './dealer-contact';
import { DealerMap } from './dealer-map';
import { DealerIcons, DealerNea, DealerPromos, DealerSlider } from './dealer-media';
import styles from './dealers.module.css';

const NOT_FOUND_TITLE = 'Cabang Tidak Ditemukan';

/** Route screen of /find-dealer/:link. */
export default function DealerProfileScreen() {
  const { link = '' } = useParams<'link'>();
  useScrollToTop(link);
  // The contact card names the dealer; an unknown seo fails here first.
  const { data: contact, isLoading, error, refetch } = useDealerPart('contact', link);
  useDocumentTitle(contact?.meta_title ?? (failureStatus(error) === 404 ? NOT_FOUND_TITLE : 'Find Dealer'));

  if (!contact) {
    return isLoading ? (
      <LoadingRegion className={`container ${styles.profile}`}>
        <Skeleton ratio="2 / 1" />
        <Skeleton height={36} width="50%" />
        <Skeleton shape="text" width="70%" />
      </LoadingRegion>
    ) : (
      <LoadFailure error={error} notFoundTitle={NOT_FOUND_TITLE} backTo={paths.findDealer.getHref()} backLabel="Find Dealer" onRetry={refetch} />
    );
  }
  return (
    <div className={`container ${styles.profile}`}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: 'Find Dealer', to: paths.findDealer.getHref() }, { label: contact.nama_cabang }]} />
      <SectionBoundary name="dealer-slider">
        <DealerSlider seo={link} />
      </SectionBoundary>
      <div className={styles.overview}>
        <div className={styles.info}>
          <span className={styles.eyebrow}>Dealer Resmi Toyota</span>
          <h1 className={styles.profileName}>{contact.nama_cabang}</h1>
          <DealerContactList contact={contact} />
          {contact.whatsapp.trim() ? (
            <ButtonExternal href={whatsappUrl(contact.whatsapp, `Halo ${contact.nama_cabang}, saya ingin berkonsultasi dengan marketing.`)} variant="success" className={styles.whatsapp}>
              <Icon name="whatsapp" size={20} /> Chat Marketing via WhatsApp
            </ButtonExternal>
          ) : null}
          <SectionBoundary name="dealer-icons">
            <DealerIcons seo={link} />
          </SectionBoundary>
        </div>
        <SectionBoundary name="dealer-map">
          <DealerMap seo={link} name={contact.nama_cabang} />
        </SectionBoundary>
      </div>
      <SectionBoundary name="dealer-nea">
        <DealerNea seo={link} />
      </SectionBoundary>
      <SectionBoundary name="dealer-promo">
        <DealerPromos seo={link} />
      </SectionBoundary>
    </div>
  );
}
