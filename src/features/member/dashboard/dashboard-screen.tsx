/**
 * Dashboard_member (`?tab=N`): the side menu of the registered tabs and the chosen tab's content.
 * The server draws only its frame (heading, menu, skeletons: no member data, the page is cached and
 * public) and the browser hydrates that frame, then draws the member's dashboard (or the login guard)
 * from the session and the mirror, online or offline (docs/rendering.md).
 */
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardTab, dashboardTabs, type DashboardTab } from './dashboard-tabs';
import { paths } from '../../../lib/paths';
import { useInbox } from '../../../data/repositories/member';
import { useDocumentTitle } from '../../../lib/document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useStores } from '../../../stores/stores-context';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { tabPanelProps, Tabs } from '../../../ui/tabs';
import { MemberAvatar } from '../components/member-avatar';
import { MemberGuard } from '../session/member-guard';
import { useMemberAuth } from '../session/use-member';
import { useProfile } from './use-profile';
import styles from './dashboard.module.css';

/** The spec's inbox tab, whose menu entry shows the unread count. */
const INBOX_TAB = DASHBOARD_TAB.inbox;
/** Prefix of the menu's tab and panel ids. */
const DASHBOARD_ID = 'dashboard';

const lazyTabs = new Map<number, LazyExoticComponent<ComponentType>>();
function tabComponent(tab: DashboardTab): LazyExoticComponent<ComponentType> {
  let component = lazyTabs.get(tab.n);
  if (!component) {
    component = lazy(tab.load);
    lazyTabs.set(tab.n, component);
  }
  return component;
}

// The page's code arrives without the tabs' (server/plugins/ssr.ts lists none of a screen's lazy imports):
// the tab the address asks for (Beranda without one) starts loading with this module, before the first
// render, instead of when the member's dashboard first draws it.
if (typeof window !== 'undefined') {
  void dashboardTab(Number(new URLSearchParams(window.location.search).get('tab'))).load().catch(() => undefined);
}

/** The screen: the guard, then the dashboard. */
export default observer(function DashboardScreen() {
  useDocumentTitle('Dashboard Member');
  const { ui } = useStores();
  const [params] = useSearchParams();
  const tab = Number(params.get('tab'));
  const hydrated = useHydrated();
  // A tab asked for before logging in is the one shown after it.
  useEffect(() => {
    if (tab) ui.setDashboardTab(tab);
  }, [tab, ui]);
  // The server's HTML and its hydration: the frame alone, the same for every visitor.
  if (!hydrated) return <DashboardFrame active={dashboardTab(tab)} />;
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
  const active = dashboardTab(requested);
  useEffect(() => {
    ui.setDashboardTab(active.n);
  }, [active, ui]);

  const ActiveTab = tabComponent(active);
  const select = (n: number) => navigate(paths.dashboardMember.getHref(n), { replace: true });

  return (
    <DashboardFrame active={active} onSelect={select} unread={unread}
      who={profile ? { name: profile.full_name, email: profile.member_email, hasPhoto: Boolean(profile.image) } : null}>
      <SectionBoundary key={active.n} name={`dashboard-tab-${active.n}`} fallback={<p className={styles.failed}>Tab ini belum dapat dimuat. Periksa koneksi internet Anda lalu coba lagi.</p>}>
        <Suspense fallback={<TabSkeleton />}>
          <ActiveTab />
        </Suspense>
      </SectionBoundary>
    </DashboardFrame>
  );
});

interface FrameProps {
  active: DashboardTab;
  /** The member's name and e-mail; null while loading (and always on the server): skeletons. */
  who?: { name: string; email: string; hasPhoto: boolean } | null;
  onSelect?: (n: number) => void;
  unread?: number;
  /** The tab's content; its skeleton when absent. */
  children?: ReactNode;
}

/** The dashboard's heading, member card, menu and panel: the same boxes with and without the member's data, so nothing moves when it comes. */
function DashboardFrame({ active, who = null, onSelect = () => undefined, unread = 0, children = <TabSkeleton /> }: FrameProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>Dashboard Member</h1>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <div className={styles.who}>
            {who ? <MemberAvatar name={who.name} hasPhoto={who.hasPhoto} /> : <Skeleton shape="circle" width={56} height={56} />}
            <div className={styles.whoText}>
              <strong>{who?.name}</strong>
              <span>{who?.email}</span>
            </div>
          </div>
          <Tabs
            idPrefix={DASHBOARD_ID}
            label="Menu member"
            look="side"
            className={styles.menu}
            items={dashboardTabs.map((t) => ({ id: t.n, label: t.label, count: t.n === INBOX_TAB ? unread : 0 }))}
            activeId={active.n}
            onChange={(n) => onSelect(Number(n))}
            countLabel="belum dibaca"
          />
        </aside>
        <div className={styles.panel} {...tabPanelProps(DASHBOARD_ID, active.n)}>
          {children}
        </div>
      </div>
    </div>
  );
}

function TabSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="40%" height={28} />
      <Skeleton height={160} className={styles.skeletonGap} />
    </div>
  );
}
