/** Dashboard_member (`?tab=N`): the side menu of the registered tabs and the chosen tab's content. */
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardTabs, type DashboardTab } from './dashboard-tabs';
import { paths } from '../../../lib/paths';
import { useInbox } from '../../../data/repositories/member';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStores } from '../../../stores/stores-context';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { tabPanelProps } from '../../../ui/tabs';
import { MemberAvatar } from '../components/member-avatar';
import { MemberGuard } from '../session/member-guard';
import { useMemberAuth } from '../session/use-member';
import { DASHBOARD_ID, DashboardMenu } from './dashboard-menu';
import { useProfile } from './use-profile';
import styles from './dashboard.module.css';

/** The spec's inbox tab, whose menu entry shows the unread count. */
const INBOX_TAB = DASHBOARD_TAB.inbox;

const lazyTabs = new Map<number, LazyExoticComponent<ComponentType>>();
function tabComponent(tab: DashboardTab): LazyExoticComponent<ComponentType> {
  let component = lazyTabs.get(tab.n);
  if (!component) {
    component = lazy(tab.load);
    lazyTabs.set(tab.n, component);
  }
  return component;
}

/** The screen: the guard, then the dashboard. */
export default observer(function DashboardScreen() {
  useDocumentTitle('Dashboard Member');
  const { ui } = useStores();
  const [params] = useSearchParams();
  const tab = Number(params.get('tab'));
  // A tab asked for before logging in is the one shown after it.
  useEffect(() => {
    if (tab) ui.setDashboardTab(tab);
  }, [tab, ui]);
  return (
    <MemberGuard>
      <Dashboard />
    </MemberGuard>
  );
});

const Dashboard = observer(function Dashboard() {
  const { ui } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { profile } = useProfile();
  const inbox = useInbox(useMemberAuth());
  const unread = (inbox.data ?? []).filter((item) => !item.is_read).length;

  // ?tab= wins; without it, the tab another screen chose (ui.dashboardTab); unknown numbers fall back to the first.
  const requested = Number(params.get('tab')) || ui.dashboardTab;
  const active = dashboardTabs.find((t) => t.n === requested) ?? dashboardTabs[0];
  useEffect(() => {
    if (active) ui.setDashboardTab(active.n);
  }, [active, ui]);

  if (!active) return null;
  const ActiveTab = tabComponent(active);
  const select = (n: number) => navigate(paths.dashboardMember.getHref(n), { replace: true });

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>Dashboard Member</h1>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <div className={styles.who}>
            {profile ? <MemberAvatar name={profile.full_name} hasPhoto={Boolean(profile.image)} /> : <Skeleton shape="circle" width={56} height={56} />}
            <div className={styles.whoText}>
              <strong>{profile?.full_name}</strong>
              <span>{profile?.member_email}</span>
            </div>
          </div>
          <DashboardMenu tabs={dashboardTabs} active={active.n} onSelect={select} badges={{ [INBOX_TAB]: unread }} />
        </aside>
        <div className={styles.panel} {...tabPanelProps(DASHBOARD_ID, active.n)}>
          <SectionBoundary key={active.n} name={`dashboard-tab-${active.n}`} fallback={<p className={styles.failed}>Tab ini belum dapat dimuat. Periksa koneksi internet Anda lalu coba lagi.</p>}>
            <Suspense fallback={<TabSkeleton />}>
              <ActiveTab />
            </Suspense>
          </SectionBoundary>
        </div>
      </div>
    </div>
  );
});

function TabSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="40%" height={28} />
      <Skeleton height={160} className={styles.skeletonGap} />
    </div>
  );
}
