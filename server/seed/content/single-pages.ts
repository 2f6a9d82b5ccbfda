/** Info pages reached at /info/{seo}: warranty, emergency assistance and the privacy policy. */
import { BRAND } from '../../../domain/brand';
import { PRIVACY_POLICY_HTML } from './privacy-policy';

const dir = '/media/content/pages';

/** The three single pages. */
export const SINGLE_PAGES = [
  {
    seo: 'info-garansi',
    title: 'Info Garansi',
    metaTitle: `Info Garansi Kendaraan Baru | ${BRAND.name}`,
    image: `${dir}/info-garansi.svg`,
    text:
      '<p>Setiap kendaraan Toyota baru yang dibeli melalui jaringan ' + BRAND.name + ' dilindungi garansi pabrik.</p>' +
      '<h2>Cakupan garansi</h2><ul><li>Garansi umum 3 tahun atau 100.000 km, mana yang tercapai lebih dahulu</li>' +
      '<li>Garansi mesin dan transmisi 5 tahun atau 150.000 km</li><li>Garansi baterai hybrid 8 tahun atau 160.000 km</li>' +
      '<li>Garansi karat tembus 5 tahun tanpa batas kilometer</li></ul>' +
      '<h2>Syarat berlaku</h2><p>Garansi berlaku bila service berkala dilakukan tepat waktu di bengkel resmi Toyota dan kendaraan tidak dimodifikasi di luar ketentuan pabrik. Simpan buku service dan bukti perawatan Anda.</p>',
  },
  {
    seo: `${BRAND.product}-emergency-asistance`,
    title: `${BRAND.productTitle} Emergency Assistance`,
    metaTitle: `Layanan Darurat 24 Jam | ${BRAND.name}`,
    image: `${dir}/${BRAND.product}-emergency-asistance.svg`,
    text:
      `<p>Layanan darurat ${BRAND.name} siap membantu 24 jam sehari, 7 hari seminggu di wilayah Jawa Tengah dan DI Yogyakarta.</p>` +
      '<h2>Layanan yang tersedia</h2><ul><li>Derek kendaraan ke bengkel resmi terdekat</li><li>Perbaikan ringan di lokasi (aki, ban, kelistrikan)</li>' +
      '<li>Pengiriman bahan bakar darurat</li><li>Informasi bengkel dan cabang terdekat</li></ul>' +
      `<h2>Cara menghubungi</h2><p>Hubungi Customer Care <a href="tel:${BRAND.customerCarePhone.replace(/\s/g, '')}">${BRAND.customerCarePhoneDisplay}</a> atau WhatsApp <a href="${BRAND.whatsappLink}">${BRAND.whatsapp}</a>. Sebutkan nomor polisi, lokasi dan kondisi kendaraan Anda.</p>`,
  },
  {
    seo: 'kebijakan-privasi',
    title: 'Kebijakan Privasi',
    metaTitle: `Kebijakan Privasi | ${BRAND.name}`,
    image: '',
    text: PRIVACY_POLICY_HTML,
  },
];
