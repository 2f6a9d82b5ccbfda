/**
 * Staff sign-in, sign-out, who am I and the queue overview. Sign-in is throttled on failures only
 * (services/login-throttle.ts), slowed but never refused for the owner elsewhere.
 */
import { onDuty } from '../../services/staff/duty';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffLoginData, StaffMe } from '../../../domain/api';
import { StaffLoginDto } from '../../../domain/staff/dto';
import { isBranchScoped, QUEUE_KIND_LABELS, queuesFor, STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { branches, cities, staffAccounts } from '../../db/schema';
import { BusinessError, ok } from '../../http/envelope';
import { beforePasswordCheck, clearPair, countLoginFailure } from '../../services/login-throttle';
import { checkPassword } from '../../services/passwords';
import { toProfile, staffByEmail } from '../../services/staff/accounts';
import { writeAudit } from '../../services/staff/audit';
import { createStaffSession, revokeStaffSession } from '../../services/staff/sessions';
import { dtoSchema, validated } from '../../http/validated';
import { requireStaff, type StaffContext, staffOf } from './auth';
import { SOURCES } from './kinds';
import { queueSummary } from './queue-repository';
import * as s from './schemas';

export const STAFF_LOGIN_FAILED = 'Email atau password salah';
export const STAFF_INACTIVE = 'Akun staf ini tidak aktif, hubungi admin';

/** The branches a staff member works for (every branch for the roles that are not branch-scoped). */
export async function branchesOf(db: Db, staff: Pick<StaffContext, 'role' | 'branchIds'>) {
  const scoped = isBranchScoped(staff.role);
  if (scoped && !staff.branchIds.length) return [];
  const rows = await db.select({ id: branches.id, name: branches.name, city_name: cities.name }).from(branches)
    .innerJoin(cities, eq(cities.code, branches.cityCode))
    .where(scoped ? inArray(branches.id, staff.branchIds) : undefined)
    .orderBy(asc(branches.sort), asc(branches.id));
  return rows;
}

export default async function staffSessionRoutes(app: FastifyInstance) {
  app.post('/login', {
    schema: {
      tags: s.TAGS, summary: 'Staff sign-in: a staff token (not a member token) expiring after STAFF_SESSION_HOURS',
      body: dtoSchema(StaffLoginDto, 'StaffLoginDto'),
      response: { 200: s.ok({ type: 'object', properties: { token: { type: 'string' }, staff: s.staffProfile, expires_at: { type: 'string' } } }), '4xx': s.failure },
    },
  }, async (request, reply) => {
    const form = validated(StaffLoginDto, request.body);
    // The member sign-in's rule (services/login-throttle.ts): failures only, per pair, account and address.
    const refused = await beforePasswordCheck(app.db, app.config, form.email, request.ip, 'staff-login');
    if (refused) return reply.code(429).header('retry-after', String(refused.retryAfter)).send(refused.body);
    const staff = await staffByEmail(app.db, form.email);
    // Checked even when there is no account, so the answer takes as long either way.
    const valid = await checkPassword(form.password, staff?.passwordHash);
    if (!staff || !valid) {
      await countLoginFailure(app.db, form.email, request.ip, 'staff-login');
      throw new BusinessError(STAFF_LOGIN_FAILED);
    }
    if (!staff.active) throw new BusinessError(STAFF_INACTIVE);
    await clearPair(app.db, form.email, request.ip, 'staff-login');
    const session = await app.db.transaction(async (tx) => {
      const created = await createStaffSession(tx, staff.id);
      await tx.update(staffAccounts).set({ lastLoginAt: new Date() }).where(eq(staffAccounts.id, staff.id));
      await writeAudit(tx, { staffId: staff.id, action: 'login', kind: 'staff', recordId: staff.id });
      return created;
    });
    const data: StaffLoginData = { token: session.token, staff: toProfile(staff), expires_at: session.expiresAt.toISOString() };
    return ok(data, 'Berhasil masuk');
  });

  app.post('/logout', {
    onRequest: requireStaff(),
    schema: { tags: s.TAGS, summary: 'End the staff token; it is refused afterwards', security: s.staffSecurity, response: { 200: s.ok({ type: 'null' }), '4xx': s.failure } },
  }, async (request) => {
    const staff = staffOf(request);
    await revokeStaffSession(app.db, staff.token);
    await writeAudit(app.db, { staffId: staff.id, action: 'logout', kind: 'staff', recordId: staff.id });
    return ok(null, 'Berhasil keluar');
  });

  app.get('/me', {
    onRequest: requireStaff(),
    schema: {
      tags: s.TAGS, summary: 'The signed-in staff member, the queues their role sees, their branches, the token expiry', security: s.staffSecurity,
      response: {
        200: s.ok({
          type: 'object',
          properties: {
            staff: s.staffProfile, queues: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string' }, label: { type: 'string' } } } },
            branches: { type: 'array', items: s.staffBranch }, roles: { type: 'array', items: { type: 'object', properties: { role: { type: 'string' }, label: { type: 'string' } } } },
            expires_at: { type: 'string' }, branch_head: { type: 'boolean' }, on_duty: { type: 'boolean' },
          },
        }),
        '4xx': s.failure,
      },
    },
  }, async (request) => {
    const staff = staffOf(request);
    const data: StaffMe = {
      staff: { id: staff.id, name: staff.name, email: staff.email, role: staff.role, branch_ids: staff.branchIds },
      queues: queuesFor(staff.role).map((kind) => ({ kind, label: QUEUE_KIND_LABELS[kind] })),
      branches: await branchesOf(app.db, staff),
      roles: STAFF_ROLES.map((role) => ({ role, label: STAFF_ROLE_LABELS[role] })),
      expires_at: staff.expiresAt.toISOString(),
      branch_head: staff.branchHead,
      on_duty: await onDuty(app.db, staff.id),
    };
    return ok(data);
  });

  app.get('/overview', {
    onRequest: requireStaff(),
    schema: {
      tags: s.TAGS, summary: 'One card per queue the role sees: counts per status and how many wait longer than 24 hours',
      security: s.staffSecurity, response: { 200: s.ok({ type: 'array', items: s.queueSummary }), '4xx': s.failure },
    },
  }, async (request) => {
    const staff = staffOf(request);
    const cards = [];
    for (const kind of queuesFor(staff.role)) cards.push(await queueSummary(app.db, SOURCES[kind], staff));
    return ok(cards);
  });
}
