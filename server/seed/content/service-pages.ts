/** After-sales detail pages (general-repair, body-and-paint) and their card grids. */
import { BRAND } from '../../../domain/brand';

const dir = '/media/content/services';

function cards(seo: string, rows: Array<[string, string]>) {
  return rows.map(([title, text], i) => ({ title, text, image: `${dir}/${seo}-${i + 1}.svg`, sort: i + 1 }));
}

/** Both pages with header text (HTML) and cards. */
export const SERVICE_PAGES = [
  {
    seo: 'general-repair',
    title: 'General Repair',
    image: `${dir}/general-repair.svg`,
    text: `<p>Layanan perbaikan umum di ${BRAND.outlets.generalRepair} bengkel resmi ${BRAND.name}. Teknisi bersertifikat Toyota menangani diagnosa, perbaikan mesin, kaki-kaki hingga kelistrikan dengan peralatan standar pabrikan.</p><p>Setiap pekerjaan memakai suku cadang asli dan bergaransi.</p>`,
    cards: cards('general-repair', [
      ['Service Berkala', 'Perawatan rutin setiap 10.000 km atau 6 bulan sesuai buku panduan servis.'],
      ['Tune Up Mesin', 'Pembersihan throttle body, injektor dan penyetelan ulang agar mesin kembali bertenaga.'],
      ['Perbaikan Kaki-kaki', 'Pemeriksaan dan penggantian shock absorber, bushing, tie rod dan ball joint.'],
      ['Sistem Rem', 'Penggantian kampas rem, bubut cakram dan penggantian minyak rem.'],
      ['Kelistrikan & AC', 'Diagnosa kelistrikan dengan scanner resmi serta service AC dan penggantian filter kabin.'],
      ['Spooring & Balancing', 'Penyetelan sudut roda dan penyeimbangan ban untuk kenyamanan berkendara.'],
    ]),
  },
  {
    seo: 'body-and-paint',
    title: 'Body & Paint',
    image: `${dir}/body-and-paint.svg`,
    text: `<p>Perbaikan bodi dan pengecatan di ${BRAND.outlets.bodyPaint} bengkel body &amp; paint ${BRAND.name} dengan ruang oven cat modern dan pencocokan warna komputer.</p><p>Kami melayani klaim asuransi dari berbagai perusahaan asuransi rekanan.</p>`,
    cards: cards('body-and-paint', [
      ['Perbaikan Penyok', 'Perbaikan penyok dan ketok magic modern tanpa merusak cat asli bila memungkinkan.'],
      ['Pengecatan Ulang', 'Pengecatan panel atau seluruh bodi dengan cat berkualitas dan oven pengering.'],
      ['Klaim Asuransi', 'Bantuan pengurusan klaim asuransi mulai dari survei hingga mobil selesai.'],
      ['Poles & Coating', 'Poles bodi dan lapisan pelindung agar warna mobil tetap berkilau.'],
      ['Body Repair Express', 'Perbaikan baret dan penyok ringan selesai dalam satu hari kerja.'],
    ]),
  },
];
