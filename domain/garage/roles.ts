/** Who works the garage in the back office (issue 33): who opens car pages and the due queue, who records services, confirms claims and runs campaigns, who corrects a car's plate and chassis. */
import type { StaffRole } from '../staff/roles';

export const GARAGE_READ_ROLES: readonly StaffRole[] = ['admin', 'service', 'sales'];
export const GARAGE_WORK_ROLES: readonly StaffRole[] = ['admin', 'service'];
/** Staff who correct a car's plate and chassis number (sales deliver the car, the service desk sees its papers); branch-scoped like the reads. */
export const GARAGE_EDIT_ROLES: readonly StaffRole[] = ['admin', 'service', 'sales'];
