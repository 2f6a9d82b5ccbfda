/**
 * What a member is told about their own data (issue 29.2/29.3), in one place for the profile page,
 * the confirmation e-mail and the API's answers.
 */

/** Minutes a data download link stays valid (the server's default of EXPORT_TTL_MINUTES). */
export const EXPORT_TTL_MINUTES_DEFAULT = 15;

/** What 'Hapus akun' keeps and why, and what it destroys. */
export const DELETION_STATEMENT = {
  kept: 'Pesanan mobil dan konfirmasi pembayaran Anda tetap kami simpan karena wajib disimpan menurut peraturan perpajakan (dokumen transaksi disimpan 10 tahun). Nama, e-mail, telepon dan alamat pada data tersebut diganti dengan nama samaran, nomor rekening disamarkan, dan foto KTP serta bukti transfer dimusnahkan.',
  deleted: 'Dihapus permanen: profil, riwayat test drive, booking service, trade in, pengajuan kredit, simulasi kredit, pesan inbox, serta semua foto yang Anda unggah.',
  audit: 'Catatan audit kami hanya menyimpan fakta bahwa sebuah akun dihapus beserta jumlah datanya, tanpa data pribadi Anda.',
  final: 'Akun tidak dapat dipulihkan. Setelah dihapus, login dengan e-mail dan password ini akan gagal.',
} as const;

/** Messages of the privacy calls. */
export const PRIVACY_MESSAGES = {
  wrongPassword: 'Password yang Anda masukkan salah',
  tooMany: 'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.',
  linkGone: 'Link unduhan sudah dipakai atau kedaluwarsa. Silakan minta link baru dari profil Anda.',
  exportReady: 'Data Anda siap diunduh',
  deleted: 'Akun Anda telah dihapus',
  offline: 'Fitur ini memerlukan koneksi internet. Periksa koneksi Anda lalu coba lagi.',
} as const;

/** Body of the export and delete calls: the password typed again (the token rides as Bearer). */
export interface PasswordConfirmBody { password: string; token?: string | null }

/** POST member/export: where the archive can be fetched once, and until when. */
export interface DataExportLink { url: string; expires_at: string }

/** POST member/delete: what was done, in counts. */
export interface AccountDeletion { orders_kept: number; payments_kept: number; records_deleted: number; records_detached: number; uploads_destroyed: number }

/** The privacy policy's page (/info/kebijakan-privasi), whose published texts are kept as versions. */
export const POLICY_SEO = 'kebijakan-privasi';

/** One kept text of the policy, as GET /api/policy/versions lists it (newest first). */
export interface PolicyVersion { version: string; published_at: string }
/** GET /api/policy/versions/{version}: the text as it was published. */
export interface PolicyVersionText extends PolicyVersion { text: string }

/** The version a change published on Jakarta day `day` gets, after `taken` versions of that day exist. */
export function nextPolicyVersion(day: string, taken: readonly string[]): string {
  if (!taken.includes(day)) return day;
  let n = 2;
  while (taken.includes(`${day}.${n}`)) n++;
  return `${day}.${n}`;
}
