/** Staff accounts: the checks and writes shared by the admin screen's API and the CLI scripts. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { StaffAccount, StaffProfile } from '../../../domain/api';
import type { FieldErrors } from '../../../domain/forms/validate';
import { STAFF_MESSAGES, type StaffAccountDto } from '../../../domain/staff/dto';
import { isBranchScoped, type StaffRole } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { branches, staffAccounts } from '../../db/schema';
import { normaliseEmail } from '../members';
import { hashPassword } from '../passwords';
import type { StaffRow } from './sessions';

/** The signed-in shape of an account. */
export function toProfile(row: StaffRow): StaffProfile {
  return { id: row.id, name: row.name, email: row.email, role: row.role, branch_ids: row.branchIds };
}

/** The admin list's shape of an account. */
export function toAccount(row: StaffRow): StaffAccount {
  return {
    ...toProfile(row), active: row.active, demo: row.demo, on_duty: row.onDuty, branch_head: row.branchHead,
    last_login_at: row.lastLoginAt?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
  };
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, normaliseEmail(email)));
  return row ?? null;
}

/** The branch ids an account keeps: its own for a branch-scoped role, none for the others. */
export function keptBranches(role: string, branchIds: number[]): number[] {
  return isBranchScoped(role as StaffRole) ? [...new Set(branchIds)].sort((a, b) => a - b) : [];
}

/**
 * What a valid DTO still gets wrong against the database: an e-mail another account uses,
 * branches a branch-scoped role lacks or that do not exist, no password for a new account.
 */
export async function accountErrors(db: Db, dto: StaffAccountDto, existingId: number | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const email = normaliseEmail(dto.email);
  const taken = await db.select({ id: staffAccounts.id }).from(staffAccounts)
    .where(existingId === null ? eq(staffAccounts.email, email) : and(eq(staffAccounts.email, email), ne(staffAccounts.id, existingId)));
  if (taken.length) errors.email = [STAFF_MESSAGES.emailTaken];
  const ids = keptBranches(dto.role, dto.branch_ids);
  if (isBranchScoped(dto.role as StaffRole)) {
    const found = ids.length ? await db.select({ id: branches.id }).from(branches).where(inArray(branches.id, ids)) : [];
    if (!ids.length) errors.branch_ids = [STAFF_MESSAGES.branches];
    else if (found.length !== ids.length) errors.branch_ids = [STAFF_MESSAGES.branchUnknown];
  }
  if (existingId === null && !dto.password) errors.password = [STAFF_MESSAGES.password];
  return errors;
}

export interface NewStaff { name: string; email: string; role: StaffRole; branchIds: number[]; password: string; demo?: boolean; onDuty?: boolean; branchHead?: boolean }

/** Inserts an account (the caller checked it); the password is hashed here. */
export async function createStaff(db: Db, input: NewStaff): Promise<StaffRow> {
  const [row] = await db.insert(staffAccounts).values({
    name: input.name, email: normaliseEmail(input.email), role: input.role,
    branchIds: keptBranches(input.role, input.branchIds), passwordHash: await hashPassword(input.password), demo: input.demo ?? false,
    onDuty: input.onDuty ?? true, branchHead: input.branchHead ?? false,
  }).returning();
  return row;
}

/** Applies an admin's edit; a new password is hashed, an omitted one kept. */
export async function updateStaff(db: Db, id: number, dto: StaffAccountDto): Promise<StaffRow> {
  const [row] = await db.update(staffAccounts).set({
    name: dto.name, email: normaliseEmail(dto.email), role: dto.role as StaffRole,
    branchIds: keptBranches(dto.role, dto.branch_ids),
    ...(dto.active === undefined || dto.active === null ? {} : { active: dto.active }),
    ...(dto.on_duty === undefined || dto.on_duty === null ? {} : { onDuty: dto.on_duty }),
    ...(dto.branch_head === undefined || dto.branch_head === null ? {} : { branchHead: dto.branch_head }),
    ...(dto.password ? { passwordHash: await hashPassword(dto.password) } : {}),
    updatedAt: new Date(),
  }).where(eq(staffAccounts.id, id)).returning();
  return row;
}
