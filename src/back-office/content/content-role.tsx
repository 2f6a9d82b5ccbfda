/** Content management is for the content and admin roles only: others see a plain note (the API answers them 403 anyway). */
import { CONTENT_ROLES } from '../../../domain/staff/roles';
import { useStaff } from '../session/use-staff';
import ui from '../components/staff-ui.module.css';

/** Whether the signed-in staff member may manage content. */
export const useContentRole = (): boolean => CONTENT_ROLES.includes(useStaff().role);

/** What another role sees at a content address. */
export function NotContentRole() {
  return <p className={ui.empty}>Hanya staf konten dan admin yang dapat mengelola konten.</p>;
}
