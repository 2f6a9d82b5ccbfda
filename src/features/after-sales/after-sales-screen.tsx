/** After sales: intro, service cards, testimonials, and the find-dealer and WhatsApp links. */
import { BRAND } from '../../../domain/brand';
import { paths } from '../../lib/paths';
import { useAfterSales } from '../../data/repositories/home-content';
import { useTestimonials } from '../../data/repositories/site';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonExternal, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { brandWhatsappUrl } from '../../ui/whatsapp';
import { ServiceCards } from './service-cards';
import { Testimonials } from './testimonials';
import styles from './after-sales.module.css';

/** Route screen of /after-sales. */
export default function AfterSalesScreen() {
  useDocumentTitle('After Sales');
  useScrollToTop('after-sales');
  const services = useAfterSales();
  const testimonials = useTestimonials();

  return (
    <>
      <PageIntro
        banner
        eyebrow="After Sales"
        title="Layanan Purna Jual"
        text={`Rawat Toyota Anda di ${BRAND.outlets.generalRepair} bengkel general repair dan ${BRAND.outlets.bodyPaint} bengkel body & paint ${BRAND.name}, dengan teknisi bersertifikat dan suku cadang asli.`}
      />
      <section className={`container ${styles.section}`} aria-labelledby="services-title">
        <h2 id="services-title" className={styles.heading}>
          Layanan Kami
        </h2>
        {!services.data && !services.isLoading ? (
          <LoadFailure error={services.error} notFoundTitle="Layanan tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={services.refetch} />
        ) : (
          <ServiceCards items={services.data?.icon} />
        )}
      </section>
      {testimonials.data && testimonials.data.length > 0 ? (
        <section className={styles.alt} aria-labelledby="testimonials-title">
          <div className={`container ${styles.section}`}>
            <h2 id="testimonials-title" className={styles.heading}>
              Kata Pelanggan Kami
            </h2>
            <Testimonials items={testimonials.data} />
          </div>
        </section>
      ) : null}
      <section className={`container ${styles.section}`} aria-labelledby="help-title">
        <div className={styles.help}>
          <div>
            <h2 id="help-title" className={styles.heading}>
              Butuh bantuan servis?
            </h2>
            <p className={styles.helpText}>Temukan bengkel resmi terdekat atau tanyakan jadwal dan biaya servis lewat WhatsApp.</p>
          </div>
          <div className={styles.helpActions}>
            <ButtonLink to={paths.findDealer.getHref()}>
              <Icon name="pin" size={20} /> FIND DEALER
            </ButtonLink>
            <ButtonExternal href={brandWhatsappUrl(`Halo ${BRAND.name}, saya ingin bertanya tentang layanan servis.`)} variant="success">
              <Icon name="whatsapp" size={20} /> Chat via WhatsApp
            </ButtonExternal>
          </div>
        </div>
      </section>
    </>
  );
}
