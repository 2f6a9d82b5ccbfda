/**
 * Which pages are private, from the route table itself (`handle: PRIVATE_PAGE` in
 * src/app/router.tsx on a route or on the layout above it): a member's detail pages, an order's
 * info and success, the staff's or the showroom tablet's pages need a session or belong to one
 * person, so the server sends them as the plain shell and never renders them (server/plugins/ssr.ts).
 * The order wizard and the member dashboard are rendered with no one's data (docs/rendering.md).
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../router';

const isPrivateRoute = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.private === true;

/** Whether `pathname` leads to a private page (any route on its match, layouts included, is private). */
export function isPrivatePath(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some((match) => isPrivateRoute(match.route));
}

/** Every page pattern of the table ('/news/:link', '/staff/queue/:kind', '/*') with whether it is private. */
export function pagePatterns(routes: RouteObject[]): Array<{ path: string; private: boolean }> {
  const found: Array<{ path: string; private: boolean }> = [];
  const walk = (list: RouteObject[], parent: string, inherited: boolean) => {
    for (const route of list) {
      const own = route.path ?? '';
      const full = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`.replace(/\/$/, '') || '/';
      const isPrivate = inherited || isPrivateRoute(route);
      if (route.children?.length) walk(route.children, route.path === undefined ? parent : full, isPrivate);
      else if (route.path !== undefined || route.index) found.push({ path: route.index ? parent || '/' : full, private: isPrivate });
    }
  };
  walk(routes, '', false);
  return found;
}
