/** Actions the audit log records, with the Indonesian labels of the admin's audit screen. */

export const AUDIT_ACTIONS = {
  login: 'Masuk',
  logout: 'Keluar',
  status: 'Ubah status',
  assign: 'Tugaskan',
  note: 'Catatan internal',
  message: 'Pesan ke member',
  'order.payment': 'Catat pembayaran pesanan',
  'order.progress': 'Ubah progres pesanan',
  'file.view': 'Lihat berkas (KTP / bukti transfer)',
  export: 'Ekspor CSV',
  'staff.create': 'Tambah akun staf',
  'staff.update': 'Ubah akun staf',
  'staff.deactivate': 'Nonaktifkan akun staf',
  'content.create': 'Tambah konten',
  'content.update': 'Ubah konten',
  'content.delete': 'Hapus konten',
  'media.upload': 'Unggah media',
  'media.delete': 'Hapus media',
  'member.export': 'Member mengunduh datanya',
  'member.delete': 'Member menghapus akunnya (data pesanan dipertahankan dengan pseudonim)',
  'retention.destroy': 'Retensi: data dimusnahkan',
  'retention.run': 'Retensi: dijalankan manual',
  'privacy.export': 'Ekspor data pribadi (permintaan tertulis)',
  'breach.create': 'Catat insiden data',
  'breach.update': 'Ubah insiden data',
  'consent.withdrawn': 'Member menarik persetujuan pemrosesan data (pengajuan kredit ditandai)',
  'staff.duty': 'Ubah status tugas (pembagian lead)',
  'sla.escalate': 'Eskalasi respons terlambat ke kepala cabang',
  'report.export': 'Ekspor laporan',
  'stock.create': 'Tambah unit stok',
  'stock.update': 'Ubah unit stok',
  'stock.import': 'Impor stok (CSV)',
  'slot.override': 'Booking di luar kapasitas jadwal',
  'garage.update': 'Ubah nomor polisi / nomor rangka mobil garasi',
  'garage.confirm': 'Konfirmasi klaim nomor rangka',
  'garage.refuse': 'Tolak klaim nomor rangka',
  'garage.service': 'Catatan servis bengkel',
  'campaign.create': 'Buat kampanye servis / recall',
  'campaign.publish': 'Terbitkan kampanye servis / recall',
  'reminders.run': 'Jalankan pengingat servis',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The label of an action; an unknown action is shown as stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** Audit page size. */
export const AUDIT_PAGE_SIZE = 50;
