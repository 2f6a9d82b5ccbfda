/** Who works the garage in the back office (issue 33): who opens car pages and the due queue, who records services, confirms claims and runs campaigns. */
import type { StaffRole } from '../staff/roles';

export const GARAGE_READ_ROLES: readonly StaffRole[] = ['admin', 'service', 'sales'];
export const GARAGE_WORK_ROLES: readonly StaffRole[] = ['admin', 'service'];
