/**
 * The spec's route table, holding only the screens that exist; other features add their routes
 * here with `lazyScreen` and a `paths` entry. React Router's declarative routes (`useRoutes`, no
 * data router: the page's first load carries half of React Router's code). Each layout's screens
 * sit in a `ScreenBoundary` (their error screen).
 * The catch-all car detail (`paths.carDetail`) sits after every fixed single-segment path; unknown
 * paths show the not-found screen.
 */
import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-route';
import { MainLayout, MemberLayout, OrderLayout } from './layouts/layouts';
import { paths } from '../lib/paths';
import { RootRoute, ScreenBoundary } from './root-route';

/** What a route may say about itself beyond its screen. */
export interface RouteHandle {
  /**
   * A page that needs a session or shows one person's record (an order's info, a member's detail pages, the
   * staff's and the showroom tablet's pages): never rendered on the server (src/app/ssr/private-routes.ts).
   * The order wizard's first step and the member dashboard's frame are rendered: neither draws anyone's data
   * on the server (a guest's empty step 1, the dashboard's heading, menu and skeletons).
   */
  private?: boolean;
}
const PRIVATE_PAGE: RouteHandle = { private: true };

/** Screens in the main layout. */
const mainScreens: RouteObject[] = [
  { path: paths.home.path, Component: lazyScreen(() => import('../features/home/home-screen')) },
  { path: paths.brochure.path, Component: lazyScreen(() => import('../features/brochure/brochure-screen')) },
  { path: paths.promo.path, Component: lazyScreen(() => import('../features/news/promo-screen')) },
  { path: paths.newsRead.path, Component: lazyScreen(() => import('../features/news/news-article-screen')) },
  { path: paths.afterSales.path, Component: lazyScreen(() => import('../features/after-sales/after-sales-screen')) },
  { path: paths.afterSalesDetail.path, Component: lazyScreen(() => import('../features/after-sales/after-sales-detail-screen')) },
  { path: paths.sparepart.path, Component: lazyScreen(() => import('../features/spare-parts/spare-parts-screen')) },
  { path: paths.club.path, Component: lazyScreen(() => import('../features/clubs/clubs-screen')) },
  { path: paths.clubDetail.path, Component: lazyScreen(() => import('../features/clubs/club-detail-screen')) },
  { path: paths.findDealer.path, Component: lazyScreen(() => import('../features/dealers/find-dealer-screen')) },
  { path: paths.findDealerDetail.path, Component: lazyScreen(() => import('../features/dealers/dealer-profile-screen')) },
  { path: paths.info.path, Component: lazyScreen(() => import('../features/info-page/info-page-screen')) },
  { path: paths.resetPassword.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/member/reset-password/reset-password-screen')) },
  { path: paths.trackBooking.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/track/track-screen')) },
  { path: paths.verifyEmail.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/verify-email/verify-email-screen')) },
  { path: paths.detailBookingService.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/member/detail/service-detail-screen')) },
  { path: paths.detailTestDrive.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/member/detail/test-drive-detail-screen')) },
  { path: paths.detailTradeIn.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/member/detail/trade-in-detail-screen')) },
  { path: paths.detailBookingOrder.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/order/detail/booking-order-detail-screen')) },
  { path: paths.compareCar.path, Component: lazyScreen(() => import('../features/compare/compare-screen')) },
  { path: paths.journey.path, Component: lazyScreen(() => import('../features/journey/journey-screen')) },
  { path: paths.priceList.path, Component: lazyScreen(() => import('../features/price-list/price-list-screen')) },
  { path: paths.offlineCatalogue.path, Component: lazyScreen(() => import('../features/offline-catalogue/offline-screen')) },
  ...[paths.testDriveVeloz.path, ...paths.testDriveVeloz.aliases].map((path) => ({ path, Component: lazyScreen(() => import('../features/test-drive-landing/test-drive-landing-screen')) })),
  { path: paths.testDrive.path, Component: lazyScreen(() => import('../features/forms/test-drive/test-drive-screen')) },
  { path: paths.bookingService.path, Component: lazyScreen(() => import('../features/forms/booking-service/booking-service-screen')) },
  { path: paths.tradeIn.path, Component: lazyScreen(() => import('../features/forms/trade-in/trade-in-screen')) },
  { path: paths.creditSimulation.path, Component: lazyScreen(() => import('../features/forms/credit-simulation/credit-simulation-screen')) },
  { path: paths.contactUs.path, Component: lazyScreen(() => import('../features/forms/contact/contact-screen')) },
  { path: paths.leadSales.path, Component: lazyScreen(() => import('../features/forms/lead-sales/lead-sales-screen')) },
  { path: paths.deal.path, Component: lazyScreen(() => import('../features/deal/deal-sheet-screen')) },
  { path: paths.carDetail.path, Component: lazyScreen(() => import('../features/car-detail/car-detail-screen')) },
  { path: '*', Component: lazyScreen(() => import('../features/not-found/not-found-screen')) },
];

/** Screens in the member layout (the dashboard: its frame is server-rendered, the member's data drawn in the browser). */
const memberScreens: RouteObject[] = [
  { path: paths.dashboardMember.path, Component: lazyScreen(() => import('../features/member/dashboard/dashboard-screen')) },
];

/** Screens in the order layout (order wizard, info, success). */
const orderScreens: RouteObject[] = [
  { path: paths.order.path, Component: lazyScreen(() => import('../features/order/wizard/order-screen')) },
  { path: paths.orderInfo.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/order/info/order-info-screen')) },
  { path: paths.orderSuccess.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/order/success/order-success-screen')) },
];

/**
 * The back office (BACK-OFFICE.md) under /staff: its own layout and screens, all in the `staff`
 * chunks (vite.config.ts), which a visitor never loads and the service worker never precaches.
 */
const staffScreens: RouteObject[] = [
  { index: true, Component: lazyScreen(() => import('../back-office/overview/overview-screen')) },
  { path: paths.staffQueue.path, Component: lazyScreen(() => import('../back-office/queue/queue-screen')) },
  { path: paths.staffRecord.path, Component: lazyScreen(() => import('../back-office/record/record-screen')) },
  { path: paths.staffAccounts.path, Component: lazyScreen(() => import('../back-office/accounts/accounts-screen')) },
  { path: paths.staffAudit.path, Component: lazyScreen(() => import('../back-office/audit/audit-screen')) },
  { path: paths.staffAlerts.path, Component: lazyScreen(() => import('../back-office/alerts/alerts-screen')) },
  { path: paths.staffReports.path, Component: lazyScreen(() => import('../back-office/reports/reports-screen')) },
  { path: paths.staffCalendar.path, Component: lazyScreen(() => import('../back-office/calendar/calendar-screen')) },
  { path: paths.staffContent.path, Component: lazyScreen(() => import('../back-office/content/content-home-screen')) },
  { path: paths.staffCollection.path, Component: lazyScreen(() => import('../back-office/content/list/collection-screen')) },
  { path: paths.staffContentRecord.path, Component: lazyScreen(() => import('../back-office/content/form/record-form-screen')) },
  { path: paths.staffMedia.path, Component: lazyScreen(() => import('../back-office/content/media/media-screen')) },
  { path: paths.staffRetention.path, Component: lazyScreen(() => import('../back-office/privacy/retention-screen')) },
  { path: paths.staffBreaches.path, Component: lazyScreen(() => import('../back-office/privacy/breaches-screen')) },
  { path: paths.staffDataRequests.path, Component: lazyScreen(() => import('../back-office/privacy/data-request-screen')) },
  { path: paths.staffGarage.path, Component: lazyScreen(() => import('../back-office/garage/garage-screen')) },
  { path: paths.staffGarageCar.path, Component: lazyScreen(() => import('../back-office/garage/car-screen')) },
  { path: paths.staffStock.path, Component: lazyScreen(() => import('../back-office/stock/stock-screen')) },
  { path: paths.staffNotFound.path, Component: lazyScreen(() => import('../back-office/layout/staff-not-found')) },
];

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    children: [
      { Component: MainLayout, children: [{ Component: ScreenBoundary, children: mainScreens }] },
      { Component: MemberLayout, children: [{ Component: ScreenBoundary, children: memberScreens }] },
      { Component: OrderLayout, children: [{ Component: ScreenBoundary, children: orderScreens }] },
      { path: paths.showroom.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/showroom/attract-screen')) },
      { path: paths.showroomPresentation.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../features/showroom/presentation-screen')) },
      { path: paths.staffLogin.path, handle: PRIVATE_PAGE, Component: lazyScreen(() => import('../back-office/session/sign-in-screen')) },
      {
        path: paths.staffHome.path,
        handle: PRIVATE_PAGE,
        Component: lazyScreen(() => import('../back-office/layout/staff-layout')),
        children: [{ Component: ScreenBoundary, children: staffScreens }],
      },
    ],
  },
];

/** The page of the current address (inside a BrowserRouter, or a StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
