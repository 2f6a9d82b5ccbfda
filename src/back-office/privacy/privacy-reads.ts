/** The personal-data screens' reads, mirrored under the admin's own keys like every staff read. */
import type { BreachView, RetentionOverview } from '../../../domain/staff/privacy';
import type { MirroredQuery } from '../../data/mirrored-query';
import { fetchBreaches, fetchRetention } from '../data/staff-privacy-api';
import { useStaffRead } from '../session/use-staff';

/** GET retention (admin); `enabled` false for other roles. */
export const useRetention = (enabled: boolean): MirroredQuery<RetentionOverview> => useStaffRead(enabled ? 'retention' : null, fetchRetention);
/** GET breaches (admin); `enabled` false for other roles. */
export const useBreaches = (enabled: boolean): MirroredQuery<BreachView[]> => useStaffRead(enabled ? 'breaches' : null, fetchBreaches);
