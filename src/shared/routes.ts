// The app's route table (spec section 2), shared so the server knows which paths exist:
// known paths are served with 200, everything else with the not-found page and 404.

/** What a `:id` in the path must name for the page to exist. */
export type RouteEntity = 'gear' | 'user' | 'certifier';

export type AppRoute = { path: string; entity?: RouteEntity; public: boolean };

export const APP_ROUTES: AppRoute[] = [
  { path: '/', public: true },
  { path: '/gears', public: true },
  { path: '/itemdetails/:id', entity: 'gear', public: true },
  { path: '/homepage/:id', entity: 'gear', public: true },
  { path: '/addgear', public: false },
  { path: '/editgear/:id', entity: 'gear', public: false },
  { path: '/requestgear', public: false },
  { path: '/addcertficate/:id', entity: 'gear', public: false },
  { path: '/certifiers', public: true },
  { path: '/certifierdetails/:id', entity: 'certifier', public: true },
  { path: '/addcertifier', public: false },
  { path: '/userdetails/:id', entity: 'user', public: true },
  { path: '/signup', public: true },
  { path: '/editsignup/:id', entity: 'user', public: false },
  { path: '/auth', public: false },
  { path: '/dashboard', public: false },
  { path: '/reset-password', public: false },
  { path: '/verify-email', public: false },
  { path: '/unsubscribe', public: false },
  { path: '/search', public: true },
  { path: '/wanted', public: true },
  { path: '/account_created', public: false },
  { path: '/register_failed', public: false },
  { path: '/about-us', public: true },
  { path: '/terms-and-conditions', public: true },
  { path: '/security-and-safety', public: true },
  { path: '/admin', public: false },
  { path: '/admin/:section', public: false },
];

// Compiled once: every page request of the server matches its path here, some more than once.
// The spec links to /About-us with a capital A: paths match ignoring case.
const PATTERNS = APP_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:(id|section)/, '([^/]+)')}$`, 'i'),
}));

export function matchRoute(pathname: string): { route: AppRoute; id?: string } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(clean);
    if (match) return match[1] ? { route, id: decodeURIComponent(match[1]) } : { route };
  }
  return null;
}
