/**
 * Login / Register (the external member portal's registration, new tab) or, for a member, the
 * dashboard and logout. Swap the guest branch for the login modal when it lands.
 */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { useStores } from '../../stores/stores-context';
import { buttonClass, Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { paths } from '../paths';

export const AccountButton = observer(function AccountButton({ block = false }: { block?: boolean }) {
  const { session, ui } = useStores();
  const navigate = useNavigate();

  if (!session.isLoggedIn) {
    return (
      <a href={BRAND.registerPortalUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary', size: 'small', block })}>
        <Icon name="user" size={18} />
        Login / Register
      </a>
    );
  }

  async function logout() {
    await session.clear();
    ui.showToast('success', 'Anda berhasil logout');
    navigate(paths.home.getHref());
  }

  return (
    <span style={{ display: 'inline-flex', gap: 8, width: block ? '100%' : undefined }}>
      <Link to={paths.dashboardMember.getHref()} className={buttonClass({ variant: 'secondary', size: 'small', block })}>
        <Icon name="user" size={18} />
        Dashboard
      </Link>
      <Button variant="ghost" size="small" onClick={logout} aria-label="Logout">
        <Icon name="logout" size={20} />
      </Button>
    </span>
  );
});
