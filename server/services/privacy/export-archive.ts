/**
 * The member's data archive (issue 29.2): `data.json` (every record, machine-readable),
 * `ringkasan.html` (a readable summary in Indonesian) and `berkas/` (the uploaded images), as a
 * ZIP built from the database and the blob store when the link is opened.
 */
import type { Db } from '../../db/client';
import type { BlobStore } from '../blob-store';
import { escapeHtml } from '../../http/html';
import type { Member } from '../sessions';
import type { Viewer } from '../visibility';
import { zipStore, type ZipEntry } from '../zip';
import { memberData, plain, type MemberData } from './member-data';

export const EXPORT_FORMAT = 'merapi-toyota/data-member/1';

const UPLOAD_LABELS: Record<string, string> = { ktp: 'Foto KTP', payment: 'Bukti transfer', profile: 'Foto profil' };

/** The file name of an upload inside the archive. */
const fileName = (u: { kind: string; id: string }) => `berkas/${u.kind}-${u.id}.jpg`;

/** The JSON document of the archive. */
export function exportDocument(member: Member, data: MemberData, now: Date) {
  const submissions = Object.fromEntries(data.submissions.map((s) => [s.key, s.rows.map(plain)]));
  return {
    format: EXPORT_FORMAT,
    generated_at: now.toISOString(),
    profile: plain(member as unknown as Record<string, unknown>),
    // The whole history: every consent given or withdrawn, with the text version and where.
    consents: data.consents,
    submissions,
    credit_simulations: data.creditSimulations.map(plain),
    orders: data.orders.map(plain),
    payment_confirmations: data.payments.map(plain),
    inbox: data.inbox.map(plain),
    status_history: data.timeline,
    garage: data.garage.map(({ services, ...car }) => ({ ...plain(car), services: services.map(plain) })),
    push_devices: data.pushDevices,
    notifications: data.deliveries,
    files: data.uploads.map((u) => ({ id: u.id, kind: u.kind, file: fileName(u), bytes: u.bytes, width: u.width, height: u.height, created_at: u.createdAt.toISOString() })),
  };
}

const cell = (value: unknown) => `<td>${escapeHtml(value === null || value === undefined ? '' : String(value))}</td>`;

function table(title: string, rows: Array<Record<string, unknown>>, columns: Array<[string, string]>): string {
  if (!rows.length) return `<h2>${escapeHtml(title)}</h2><p>Tidak ada data.</p>`;
  const head = columns.map(([, label]) => `<th>${escapeHtml(label)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map(([key]) => cell(r[key])).join('')}</tr>`).join('');
  return `<h2>${escapeHtml(title)} (${rows.length})</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The readable summary: who, what of each kind, which files; the details are in data.json. */
export function summaryHtml(doc: ReturnType<typeof exportDocument>, data: MemberData): string {
  const p = doc.profile;
  const profileRows: Array<[string, unknown]> = [
    ['Nama lengkap', p.full_name], ['E-mail', p.email], ['Telepon', p.phone], ['Tanggal lahir', p.birth], ['Jenis kelamin', p.gender],
    ['Alamat', p.address], ['Nomor rangka', p.no_rangka], ['E-mail terverifikasi', p.email_verified_at ?? 'belum'], ['Terdaftar sejak', p.created_at],
  ];
  const record: Array<[string, string]> = [['booking_id', 'Nomor'], ['created_at', 'Tanggal'], ['status', 'Status']];
  const sections = [
    `<h2>Profil</h2><table><tbody>${profileRows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th>${cell(v)}</tr>`).join('')}</tbody></table>`,
    table('Persetujuan', doc.consents, [['purpose', 'Tujuan'], ['granted', 'Diberikan'], ['at', 'Waktu'], ['text_version', 'Versi teks'], ['source', 'Sumber']]),
    ...data.submissions.map((s) => table(s.label, s.rows.map(plain), record)),
    table('Simulasi Kredit', doc.credit_simulations, [['booking_id', 'Nomor'], ['created_at', 'Tanggal'], ['price_otr', 'Harga OTR'], ['tenor', 'Tenor']]),
    table('Pesanan Mobil', doc.orders, [['booking_id', 'Nomor'], ['created_at', 'Tanggal'], ['status', 'Status'], ['grand_total', 'Total'], ['booking_fee', 'Booking fee']]),
    table('Konfirmasi Pembayaran', doc.payment_confirmations, [['created_at', 'Tanggal'], ['bank_anda', 'Bank'], ['nominal', 'Nominal'], ['status', 'Status']]),
    table('Inbox', doc.inbox, [['created_at', 'Tanggal'], ['judul', 'Judul']]),
    table('Garasi', doc.garage, [['plate', 'Nomor polisi'], ['chassis', 'Nomor rangka'], ['year', 'Tahun'], ['km', 'Kilometer']]),
    table('Notifikasi terkirim', doc.notifications, [['created_at', 'Tanggal'], ['channel', 'Saluran'], ['title', 'Judul'], ['status', 'Status']]),
    table('Berkas', doc.files.map((f) => ({ ...f, kind: UPLOAD_LABELS[f.kind] ?? f.kind })), [['kind', 'Jenis'], ['file', 'File'], ['created_at', 'Diunggah']]),
  ];
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Data pribadi Anda - Merapi Toyota</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#f4f4f4}</style></head>
<body><h1>Data pribadi Anda di Merapi Toyota</h1>
<p>Dibuat ${escapeHtml(doc.generated_at)} atas permintaan Anda (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). Semua data lengkap ada di <code>data.json</code>; foto yang Anda unggah ada di folder <code>berkas/</code>.</p>
${sections.join('\n')}
</body></html>`;
}

/** The ZIP of everything the viewer's session may see of the member. */
export async function buildExportArchive(db: Db, blobs: BlobStore, member: Member, viewer: Viewer, now = new Date()): Promise<Buffer> {
  const data = await memberData(db, viewer, member.image);
  const doc = exportDocument(member, data, now);
  const entries: ZipEntry[] = [
    { name: 'data.json', data: JSON.stringify(doc, null, 2), modified: now },
    { name: 'ringkasan.html', data: summaryHtml(doc, data), modified: now },
  ];
  for (const upload of data.uploads) {
    const blob = await blobs.get(upload.path, db);
    if (blob) entries.push({ name: fileName(upload), data: blob.bytes, modified: upload.createdAt });
  }
  return zipStore(entries);
}
