/**
 * The footer: link groups, contact block and the copyright line. Not in the first load (deferred in
 * layouts.tsx): the server draws it, and it hydrates when its code has come. Its styles stay in the first
 * load (copyright.tsx imports them), so the server's footer is styled from the first paint.
 */
import { Link } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { Icon, type IconName } from '../../ui/icons';
import { INFO_PAGES, paths } from '../../lib/paths';
import { Logo } from './logo';
import { CopyrightLine } from './copyright';
import styles from './footer.module.css';

const COMPANY_LINKS = [
  { label: 'Simulasi Kredit', href: paths.creditSimulation.getHref() },
  { label: 'Jaringan Dealer', href: paths.findDealer.getHref() },
  { label: 'Booking Test Drive', href: paths.testDrive.getHref() },
  { label: 'Konsultasi Pembelian', href: paths.contactUs.getHref() },
  { label: 'Daftar Harga', href: paths.priceList.getHref() },
  { label: 'Download Brosur', href: paths.brochure.getHref() },
  { label: 'Katalog Offline', href: paths.offlineCatalogue.getHref() },
  { label: 'Lead Sales', href: paths.leadSales.getHref() },
];

const AFTERSALES_LINKS = [
  { label: 'Booking Service', href: paths.bookingService.getHref() },
  { label: 'Lacak Booking', href: paths.trackBooking.getHref() },
  { label: 'Suku Cadang Asli', href: paths.sparepart.getHref() },
  { label: 'Program Purna Jual', href: paths.afterSales.getHref() },
  { label: 'Berita & Promo', href: paths.promo.getHref() },
  { label: 'Info Garansi', href: paths.info.getHref(INFO_PAGES.warranty) },
  { label: 'Bantuan Darurat', href: paths.info.getHref(INFO_PAGES.emergency) },
];

const SOCIAL: Array<{ label: string; href: string; icon: IconName }> = [
  { label: 'Instagram', href: BRAND.social.instagram, icon: 'instagram' },
  { label: 'Facebook', href: BRAND.social.facebook, icon: 'facebook' },
  { label: 'YouTube', href: BRAND.social.youtube, icon: 'youtube' },
  { label: 'TikTok', href: BRAND.social.tiktok, icon: 'tiktok' },
];

function LinkGroup({ title, links }: { title: string; links: Array<{ label: string; href: string }> }) {
  const id = `footer-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactBlock() {
  return (
    <div>
      <h2 className={styles.heading}>Hubungi Kami</h2>
      <ul className={styles.contact}>
        <li>
          <Icon name="phone" size={18} />
          <a href={`tel:${BRAND.customerCarePhone.replace(/\s/g, '')}`}>{BRAND.customerCarePhoneDisplay}</a>
        </li>
        <li>
          <Icon name="whatsapp" size={18} />
          <a href={BRAND.whatsappLink} target="_blank" rel="noopener noreferrer">
            WhatsApp {BRAND.whatsapp}
          </a>
        </li>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </li>
        <li>
          <Icon name="pin" size={18} />
          <span>{BRAND.address}</span>
        </li>
      </ul>
      <div className={styles.social}>
        {SOCIAL.map((s) => (
          <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${BRAND.name} di ${s.label}`}>
            <Icon name={s.icon} size={22} />
          </a>
        ))}
      </div>
      <div className={styles.apps}>
        <a href={BRAND.appStoreUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="apple" size={22} />
          <span>
            <small>Download di</small>App Store
          </span>
        </a>
        <a href={BRAND.playStoreUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="playStore" size={22} />
          <span>
            <small>Dapatkan di</small>Google Play
          </span>
        </a>
      </div>
    </div>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Logo inverted />
          <p>
            {BRAND.tagline}. {BRAND.outlets.sales} outlet penjualan, {BRAND.outlets.generalRepair} bengkel general repair dan {BRAND.outlets.bodyPaint} bengkel body &amp; paint.
          </p>
        </div>
        <LinkGroup title="Perusahaan & Penjualan" links={COMPANY_LINKS} />
        <LinkGroup title="Berita & Purna Jual" links={AFTERSALES_LINKS} />
        <ContactBlock />
      </div>
      <CopyrightLine />
    </footer>
  );
}
