/** The privacy policy page text (Indonesian), written for the data this site actually collects. */
import { BRAND } from '../../../domain/brand';

/** HTML of /info/kebijakan-privasi. */
export const PRIVACY_POLICY_HTML = [
  `<p>${BRAND.name} (PT Merapi Toyota Sejahtera, "kami") menghormati privasi Anda. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan melalui website dan aplikasi ${BRAND.name}, untuk apa data tersebut digunakan, berapa lama disimpan, serta hak-hak Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</p>`,
  '<h2>1. Data yang kami kumpulkan</h2>',
  '<ul>',
  '<li><strong>Data identitas dan kontak</strong>: nama lengkap, nomor telepon/WhatsApp, alamat email, tanggal lahir, jenis kelamin, provinsi, kota dan alamat, yang Anda isi saat mendaftar, booking service, test drive, trade in, konsultasi atau lead sales.</li>',
  '<li><strong>Data kendaraan</strong>: nomor polisi, nomor rangka, tahun pembuatan dan kilometer kendaraan untuk keperluan service dan trade in.</li>',
  '<li><strong>Foto KTP</strong>: hanya diminta untuk pengajuan kredit (instant approval) dan pemesanan kendaraan secara kredit, karena diwajibkan oleh perusahaan pembiayaan untuk verifikasi identitas.</li>',
  '<li><strong>Data transaksi</strong>: pesanan kendaraan, bukti transfer booking fee dan nomor rekening pengirim.</li>',
  '<li><strong>Data teknis</strong>: alamat IP dan tanggal kunjungan untuk statistik kunjungan dan keamanan layanan.</li>',
  '</ul>',
  '<h2>2. Tujuan penggunaan</h2>',
  '<ul><li>Memproses permintaan Anda: booking service, test drive, pemesanan, trade in dan simulasi kredit.</li>',
  '<li>Menghubungi Anda terkait permintaan tersebut melalui telepon, WhatsApp atau email.</li>',
  '<li>Meneruskan data pengajuan kredit kepada perusahaan pembiayaan rekanan yang Anda pilih, hanya dengan persetujuan Anda.</li>',
  '<li>Mengirimkan penawaran dan informasi promo, hanya bila Anda menyetujuinya; persetujuan ini dapat Anda tarik kapan saja.</li>',
  '<li>Menjaga keamanan layanan dan mencegah penyalahgunaan.</li></ul>',
  '<p>Kami tidak menjual data pribadi Anda kepada pihak mana pun.</p>',
  '<h2>3. Penyimpanan dan keamanan</h2>',
  '<p>Data disimpan di server yang dilindungi dan hanya dapat diakses oleh petugas yang berwenang. Foto KTP dan bukti transfer disimpan sebagai berkas tertutup yang tidak dapat dibuka melalui alamat publik. Data permintaan dan transaksi disimpan selama Anda menjadi pelanggan dan paling lama 5 (lima) tahun setelah transaksi terakhir untuk memenuhi kewajiban hukum dan perpajakan; foto KTP dihapus paling lama 1 (satu) tahun setelah pengajuan kredit selesai atau ditolak. Data statistik kunjungan disimpan paling lama 12 bulan.</p>',
  '<h2>4. Hak Anda</h2>',
  '<ul><li>Mengakses dan memperoleh salinan data pribadi Anda.</li><li>Memperbarui atau memperbaiki data yang tidak akurat melalui menu profil member atau dengan menghubungi kami.</li>',
  '<li>Meminta penghapusan data pribadi, kecuali yang wajib kami simpan menurut hukum.</li><li>Menarik kembali persetujuan pemrosesan data dan berhenti menerima penawaran.</li>',
  '<li>Mengajukan keberatan atas pemrosesan data pribadi Anda.</li></ul>',
  '<p>Permintaan akan kami tanggapi paling lambat 3 x 24 jam sejak diterima.</p>',
  '<h2>5. Hubungi kami</h2>',
  `<p>Untuk pertanyaan atau permintaan terkait data pribadi, hubungi Customer Care ${BRAND.name}: email <a href="mailto:${BRAND.email}">${BRAND.email}</a>, telepon ${BRAND.customerCarePhoneDisplay}, atau datang ke ${BRAND.address}.</p>`,
  '<p>Kebijakan ini dapat diperbarui sewaktu-waktu; perubahan penting akan kami umumkan di website. Terakhir diperbarui: 1 November 2026.</p>',
].join('');
