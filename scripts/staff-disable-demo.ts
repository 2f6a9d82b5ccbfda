/**
 * Turns off the seeded demo staff accounts (BACK-OFFICE.md) and ends their sessions, for a real
 * deployment: `npm run staff:disable-demo`. They stay in the audit log's history; the demo seed
 * never recreates them because staff accounts exist.
 */
import { disableDemoStaff } from '../server/services/staff/demo';
import { withDatabase } from './staff-cli';

const emails = await withDatabase(disableDemoStaff);
console.log(emails.length ? `Akun demo dinonaktifkan: ${emails.join(', ')}` : 'Tidak ada akun demo yang aktif.');
