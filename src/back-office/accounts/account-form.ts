/** The staff account form on the form kernel (StaffAccountDto): add with a password, edit without one unless it changes. */
import type { StaffAccount } from '../../../domain/api';
import { StaffAccountDto } from '../../../domain/staff/dto';
import { isBranchScoped, type StaffRole } from '../../../domain/staff/roles';
import type { StaffAccountBody } from '../data/staff-api';
import { FormStore, type Values } from '../../stores/form/form-store';

/** A new account's form, or an existing one's. */
export function accountForm(account: StaffAccount | null): FormStore<Values> {
  const initial: Values = account
    ? { name: account.name, email: account.email, role: account.role, branch_ids: [...account.branch_ids], active: account.active, on_duty: account.on_duty, branch_head: account.branch_head }
    : { name: '', email: '', role: '', branch_ids: [], password: '', on_duty: true, branch_head: false };
  return new FormStore<Values>(StaffAccountDto, { initial });
}

/** Branches matter for sales and service only; the others work every branch. */
export const needsBranches = (role: string): boolean => role !== '' && isBranchScoped(role as StaffRole);

/** The body to send: branches only where the role has them, the password only when one was typed. */
export function accountBody(values: Values): StaffAccountBody {
  const role = String(values.role ?? '');
  const password = typeof values.password === 'string' && values.password !== '' ? values.password : undefined;
  return {
    name: String(values.name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    role,
    branch_ids: needsBranches(role) ? (values.branch_ids as number[]) : [],
    ...(password ? { password } : {}),
    ...(typeof values.active === 'boolean' ? { active: values.active } : {}),
    ...(typeof values.on_duty === 'boolean' ? { on_duty: values.on_duty } : {}),
    ...(typeof values.branch_head === 'boolean' ? { branch_head: values.branch_head } : {}),
  };
}

/** A branch id toggled in or out of the list. */
export const toggled = (ids: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...ids, id])].sort((a, b) => a - b) : ids.filter((x) => x !== id);
