/**
 * Creates a real staff account:
 *   npm run staff:create -- --email a@b.id --name "Nama" --role sales --branches 1,2
 * The password comes from STAFF_PASSWORD or is asked (not echoed). With the embedded database,
 * stop the server first (PGlite allows one process); with PostgreSQL, run it any time.
 */
import { parseArgs } from 'node:util';
import { validateForm } from '../domain/forms/validate';
import { StaffAccountDto } from '../domain/staff/dto';
import { STAFF_PASSWORD_MIN } from '../domain/staff/password-policy';
import { STAFF_ROLES, type StaffRole } from '../domain/staff/roles';
import { accountErrors, createStaff } from '../server/services/staff/accounts';
import { writeAudit } from '../server/services/staff/audit';
import { readPassword, withDatabase } from './staff-cli';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, branches: { type: 'string', default: '' } },
});
if (!values.email || !values.name || !values.role) {
  console.error(`Pakai: npm run staff:create -- --email EMAIL --name NAMA --role (${STAFF_ROLES.join('|')}) [--branches 1,2]`);
  process.exit(2);
}
const password = await readPassword(`Password (minimal ${STAFF_PASSWORD_MIN} karakter, bukan password umum): `);
const input = {
  email: values.email, name: values.name, role: values.role, password,
  branch_ids: values.branches ? values.branches.split(',').map((id) => Number(id.trim())) : [],
};
const { value: dto, errors, valid } = validateForm(StaffAccountDto, input);

const problems = valid ? await withDatabase(async (db) => {
  const found = await accountErrors(db, dto, null);
  if (Object.keys(found).length) return found;
  const row = await createStaff(db, { name: dto.name, email: dto.email, role: dto.role as StaffRole, branchIds: dto.branch_ids, password });
  await writeAudit(db, { staffId: null, action: 'staff.create', kind: 'staff', recordId: row.id, detail: { role: row.role, branch_ids: row.branchIds, via: 'cli' } });
  console.log(`Akun staf #${row.id} ${row.email} (${row.role}) dibuat.`);
  return {};
}) : errors;

for (const [field, messages] of Object.entries(problems)) console.error(`${field}: ${messages.join(' ')}`);
process.exit(Object.keys(problems).length ? 1 : 0);
