/**
 * The spec's route table, holding only the screens that exist; other features add their routes
 * here with `lazyRoute` and a `paths` entry. While the first screen's code loads, the layout
 * renders with `ScreenFallback` in place of the screen. The catch-all car detail (`paths.carDetail`) will
 * sit after every fixed single-segment path; unknown paths show the not-found screen.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { MainLayout, MemberLayout, OrderLayout } from './layouts/layouts';
import { paths } from '../lib/paths';
import { RootFallback, RootRoute, ScreenFallback } from './root-route';
import { RouteError } from './route-error';

/** What a route may say about itself beyond its screen. */
export interface RouteHandle {
  /** A member's, an order's, the staff's or the showroom tablet's page: never rendered on the server (src/app/ssr/private-routes.ts). */
  private?: boolean;
}
const PRIVATE_PAGE: RouteHandle = { private: true };

/** Screens in the main layout. */
const mainScreens: RouteObject[] = [
  { path: paths.home.path, lazy: lazyRoute(() => import('../features/home/home-screen')) },
  { path: paths.brochure.path, lazy: lazyRoute(() => import('../features/brochure/brochure-screen')) },
  { path: paths.promo.path, lazy: lazyRoute(() => import('../features/news/promo-screen')) },
  { path: paths.newsRead.path, lazy: lazyRoute(() => import('../features/news/news-article-screen')) },
  { path: paths.afterSales.path, lazy: lazyRoute(() => import('../features/after-sales/after-sales-screen')) },
  { path: paths.afterSalesDetail.path, lazy: lazyRoute(() => import('../features/after-sales/after-sales-detail-screen')) },
  { path: paths.sparepart.path, lazy: lazyRoute(() => import('../features/spare-parts/spare-parts-screen')) },
  { path: paths.club.path, lazy: lazyRoute(() => import('../features/clubs/clubs-screen')) },
  { path: paths.clubDetail.path, lazy: lazyRoute(() => import('../features/clubs/club-detail-screen')) },
  { path: paths.findDealer.path, lazy: lazyRoute(() => import('../features/dealers/find-dealer-screen')) },
  { path: paths.findDealerDetail.path, lazy: lazyRoute(() => import('../features/dealers/dealer-profile-screen')) },
  { path: paths.info.path, lazy: lazyRoute(() => import('../features/info-page/info-page-screen')) },
  { path: paths.resetPassword.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/member/reset-password/reset-password-screen')) },
  { path: paths.verifyEmail.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/verify-email/verify-email-screen')) },
  { path: paths.detailBookingService.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/member/detail/service-detail-screen')) },
  { path: paths.detailTestDrive.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/member/detail/test-drive-detail-screen')) },
  { path: paths.detailTradeIn.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/member/detail/trade-in-detail-screen')) },
  { path: paths.detailBookingOrder.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/order/detail/booking-order-detail-screen')) },
  { path: paths.compareCar.path, lazy: lazyRoute(() => import('../features/compare/compare-screen')) },
  { path: paths.journey.path, lazy: lazyRoute(() => import('../features/journey/journey-screen')) },
  { path: paths.priceList.path, lazy: lazyRoute(() => import('../features/price-list/price-list-screen')) },
  { path: paths.offlineCatalogue.path, lazy: lazyRoute(() => import('../features/offline-catalogue/offline-screen')) },
  ...[paths.testDriveVeloz.path, ...paths.testDriveVeloz.aliases].map((path) => ({ path, lazy: lazyRoute(() => import('../features/test-drive-landing/test-drive-landing-screen')) })),
  { path: paths.testDrive.path, lazy: lazyRoute(() => import('../features/forms/test-drive/test-drive-screen')) },
  { path: paths.bookingService.path, lazy: lazyRoute(() => import('../features/forms/booking-service/booking-service-screen')) },
  { path: paths.tradeIn.path, lazy: lazyRoute(() => import('../features/forms/trade-in/trade-in-screen')) },
  { path: paths.creditSimulation.path, lazy: lazyRoute(() => import('../features/forms/credit-simulation/credit-simulation-screen')) },
  { path: paths.contactUs.path, lazy: lazyRoute(() => import('../features/forms/contact/contact-screen')) },
  { path: paths.leadSales.path, lazy: lazyRoute(() => import('../features/forms/lead-sales/lead-sales-screen')) },
  { path: paths.carDetail.path, lazy: lazyRoute(() => import('../features/car-detail/car-detail-screen')) },
  { path: '*', lazy: lazyRoute(() => import('../features/not-found/not-found-screen')) },
];

/** Screens in the member layout (dashboard) — none yet. */
const memberScreens: RouteObject[] = [
  { path: paths.dashboardMember.path, lazy: lazyRoute(() => import('../features/member/dashboard/dashboard-screen')) },
];

/** Screens in the order layout (order wizard, info, success). */
const orderScreens: RouteObject[] = [
  { path: paths.order.path, lazy: lazyRoute(() => import('../features/order/wizard/order-screen')) },
  { path: paths.orderInfo.path, lazy: lazyRoute(() => import('../features/order/info/order-info-screen')) },
  { path: paths.orderSuccess.path, lazy: lazyRoute(() => import('../features/order/success/order-success-screen')) },
];

/**
 * The back office (BACK-OFFICE.md) under /staff: its own layout and screens, all in the `staff`
 * chunks (vite.config.ts), which a visitor never loads and the service worker never precaches.
 */
const staffScreens: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('../features/staff/overview/overview-screen')) },
  { path: paths.staffQueue.path, lazy: lazyRoute(() => import('../features/staff/queue/queue-screen')) },
  { path: paths.staffRecord.path, lazy: lazyRoute(() => import('../features/staff/record/record-screen')) },
  { path: paths.staffAccounts.path, lazy: lazyRoute(() => import('../features/staff/accounts/accounts-screen')) },
  { path: paths.staffAudit.path, lazy: lazyRoute(() => import('../features/staff/audit/audit-screen')) },
  { path: paths.staffContent.path, lazy: lazyRoute(() => import('../features/staff/content/content-home-screen')) },
  { path: paths.staffCollection.path, lazy: lazyRoute(() => import('../features/staff/content/list/collection-screen')) },
  { path: paths.staffContentRecord.path, lazy: lazyRoute(() => import('../features/staff/content/form/record-form-screen')) },
  { path: paths.staffMedia.path, lazy: lazyRoute(() => import('../features/staff/content/media/media-screen')) },
  { path: paths.staffNotFound.path, lazy: lazyRoute(() => import('../features/staff/layout/staff-not-found')) },
];

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { Component: MainLayout, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: mainScreens }] },
      { Component: MemberLayout, handle: PRIVATE_PAGE, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: memberScreens }] },
      { Component: OrderLayout, handle: PRIVATE_PAGE, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: orderScreens }] },
      { path: paths.showroom.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/showroom/attract-screen')) },
      { path: paths.showroomPresentation.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/showroom/presentation-screen')) },
      { path: paths.staffLogin.path, handle: PRIVATE_PAGE, lazy: lazyRoute(() => import('../features/staff/session/sign-in-screen')) },
      {
        path: paths.staffHome.path,
        handle: PRIVATE_PAGE,
        lazy: lazyRoute(() => import('../features/staff/layout/staff-layout')),
        children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: staffScreens }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
