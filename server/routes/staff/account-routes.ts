/**
 * Staff accounts (admin only): list, add, edit role, branches, password and active flag. A
 * deactivated account or a new password ends the account's sessions; an admin cannot lock
 * themselves out (deactivate or demote their own account).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StaffAccountDto } from '../../../domain/staff/dto';
import type { StaffRole } from '../../../domain/staff/roles';
import { staffAccounts } from '../../db/schema';
import { NotFoundError, ok, ValidationError } from '../../http/envelope';
import { accountErrors, createStaff, toAccount, updateStaff } from '../../services/staff/accounts';
import { writeAudit } from '../../services/staff/audit';
import { revokeStaffSessions } from '../../services/staff/sessions';
import { dtoSchema, validated } from '../../http/validated';
import { requireStaff, staffOf } from './auth';
import * as s from './schemas';
import { ROW_ID_MAX } from '../../../domain/forms/limits';

export const SELF_LOCKOUT = 'Anda tidak dapat menonaktifkan atau menurunkan peran akun Anda sendiri';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } }, required: ['id'] } as const;

export default async function accountRoutes(app: FastifyInstance) {
  const admin = requireStaff(['admin']);
  const common = { tags: s.TAGS, security: s.staffSecurity };

  app.get('/accounts', {
    onRequest: admin,
    schema: { ...common, summary: 'Every staff account, active first (admin)', response: { 200: s.ok({ type: 'array', items: s.staffAccount }), '4xx': s.failure } },
  }, async () => {
    const rows = await app.db.select().from(staffAccounts).orderBy(desc(staffAccounts.active), asc(staffAccounts.name), asc(staffAccounts.id));
    return ok(rows.map(toAccount));
  });

  app.post('/accounts', {
    onRequest: admin,
    schema: { ...common, summary: 'Add a staff account {name, email, role, branch_ids, password} (admin); branch_ids required for sales and service', body: dtoSchema(StaffAccountDto, 'StaffAccountDto'), response: { 200: s.ok(s.staffAccount), '4xx': s.failure } },
  }, async (request) => {
    const dto = validated(StaffAccountDto, request.body);
    const errors = await accountErrors(app.db, dto, null);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const row = await app.db.transaction(async (tx) => {
      const created = await createStaff(tx, {
        name: dto.name, email: dto.email, role: dto.role as StaffRole, branchIds: dto.branch_ids, password: dto.password!,
        onDuty: dto.on_duty ?? true, branchHead: dto.branch_head ?? false,
      });
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'staff.create', kind: 'staff', recordId: created.id, detail: { role: created.role, branch_ids: created.branchIds } });
      return created;
    });
    return ok(toAccount(row), 'Akun staf ditambahkan');
  });

  app.patch('/accounts/:id', {
    onRequest: admin,
    schema: {
      ...common, params: idParams, body: dtoSchema(StaffAccountDto, 'StaffAccountDto'), response: { 200: s.ok(s.staffAccount), '4xx': s.failure },
      summary: 'Edit a staff account (admin): password only when changing it; active false deactivates it. Either ends its sessions',
    },
  }, async (request) => {
    const { id } = request.params;
    const me = staffOf(request);
    const dto = validated(StaffAccountDto, request.body);
    const [before] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    if (!before) throw new NotFoundError('Akun staf tidak ditemukan');
    if (id === me.id && (dto.active === false || dto.role !== 'admin')) throw new ValidationError({ [dto.active === false ? 'active' : 'role']: [SELF_LOCKOUT] });
    const errors = await accountErrors(app.db, dto, id);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const row = await app.db.transaction(async (tx) => {
      const after = await updateStaff(tx, id, dto);
      const deactivated = before.active && !after.active;
      if (deactivated || dto.password) await revokeStaffSessions(tx, id);
      await writeAudit(tx, {
        staffId: me.id, action: deactivated ? 'staff.deactivate' : 'staff.update', kind: 'staff', recordId: id,
        detail: { role: after.role, branch_ids: after.branchIds, active: after.active, on_duty: after.onDuty, branch_head: after.branchHead, password_changed: Boolean(dto.password) },
      });
      return after;
    });
    return ok(toAccount(row), 'Akun staf diperbarui');
  });
}
