// The one route table of the app. The web router builds its routes from it
// (src/web/app/router.tsx), the build its per-route preloads (scripts/lib/route-preloads-plugin.ts),
// the server its status codes, server-rendered pages, robots.txt and sitemap, and `paths` its links.
// Add a page as one line: `name: route('/path', 'folder/file-page.tsx#ExportName', { flags })`.

/** What a `:id` in the path must name for the page to exist. */
export type RouteEntity = 'gear' | 'user' | 'certifier' | 'model' | 'notice';

export type AppRoute = {
  /** With a leading `/`; `:id` names an entity, a trailing `/*` takes any rest. */
  path: string;
  /** The page module under src/web and its named export: `features/gears/home-page.tsx#HomePage`. */
  page: string;
  /** Open to visitors and crawlers; the others are kept out of robots.txt's allowed paths. */
  public: boolean;
  entity?: RouteEntity;
  /**
   * Rendered on the server with its data (pages as a visitor sees them: no viewer is known there):
   * public pages, and the login's pages whose forms work without JavaScript.
   */
  ssr?: boolean;
  /** Listed in /sitemaps/static.xml. */
  sitemap?: boolean;
};

type Flags = Partial<Pick<AppRoute, 'public' | 'entity' | 'ssr' | 'sitemap'>>;
const route = (path: string, page: string, flags: Flags = {}): AppRoute => ({
  path,
  page,
  public: false,
  ...flags,
});
const PUBLIC = { public: true, ssr: true } as const;

export const ROUTES = {
  home: route('/', 'features/gears/home-page.tsx#HomePage', { ...PUBLIC, sitemap: true }),
  gears: route('/gears', 'app/pages/gear-list-page.tsx#GearListPage', {
    ...PUBLIC,
    sitemap: true,
  }),
  gear: route('/itemdetails/:id', 'app/pages/gear-detail-page.tsx#GearDetailPage', {
    ...PUBLIC,
    entity: 'gear',
  }),
  gearAlias: route('/homepage/:id', 'app/pages/gear-detail-page.tsx#GearDetailPage', {
    ...PUBLIC,
    entity: 'gear',
  }),
  addGear: route('/addgear', 'features/gears/add-gear-page.tsx#AddGearPage'),
  editGear: route('/editgear/:id', 'features/gears/edit-gear-page.tsx#EditGearPage', {
    entity: 'gear',
  }),
  requestGear: route('/requestgear', 'features/wanted/request-gear-page.tsx#RequestGearPage'),
  addCertificate: route(
    '/addcertficate/:id',
    'app/pages/add-certificate-page.tsx#AddCertificatePage',
    { entity: 'gear' },
  ),
  certifiers: route(
    '/certifiers',
    'features/certifiers/certifier-list-page.tsx#CertifierListPage',
    {
      ...PUBLIC,
      sitemap: true,
    },
  ),
  certifier: route(
    '/certifierdetails/:id',
    'features/certifiers/certifier-detail-page.tsx#CertifierDetailPage',
    { ...PUBLIC, entity: 'certifier' },
  ),
  addCertifier: route(
    '/addcertifier',
    'features/certifiers/add-certifier-page.tsx#AddCertifierPage',
  ),
  user: route('/userdetails/:id', 'app/pages/user-details-page.tsx#UserDetailsPage', {
    ...PUBLIC,
    entity: 'user',
  }),
  // Rendered on the server so that the form works without JavaScript (it posts: form-posts.ts).
  signup: route('/signup', 'features/users/signup-page.tsx#SignupPage', PUBLIC),
  editUser: route('/editsignup/:id', 'features/users/signup-page.tsx#SignupPage', {
    entity: 'user',
  }),
  accountCreated: route(
    '/account_created',
    'features/users/account-created-page.tsx#AccountCreatedPage',
    { ssr: true },
  ),
  registerFailed: route(
    '/register_failed',
    'features/users/register-failed-page.tsx#RegisterFailedPage',
  ),
  login: route('/auth', 'features/auth/login-page.tsx#LoginPage', { ssr: true }),
  resetPassword: route(
    '/reset-password',
    'features/auth/reset-password-page.tsx#ResetPasswordPage',
  ),
  dashboard: route('/dashboard', 'app/pages/dashboard-page.tsx#DashboardPage'),
  search: route('/search', 'app/pages/search-page.tsx#SearchPage', PUBLIC),
  about: route('/about-us', 'features/content/about-page.tsx#AboutPage', {
    ...PUBLIC,
    sitemap: true,
  }),
  terms: route('/terms-and-conditions', 'features/content/terms-page.tsx#TermsPage', {
    ...PUBLIC,
    sitemap: true,
  }),
  safety: route('/security-and-safety', 'features/content/safety-page.tsx#SafetyPage', {
    ...PUBLIC,
    sitemap: true,
  }),
  stolen: route('/stolen-gear', 'features/stolen/stolen-page.tsx#StolenPage', { public: true }),
  stolenReport: route(
    '/stolen-gear/:id',
    'features/stolen/stolen-report-page.tsx#StolenReportPage',
    {
      public: true,
    },
  ),
  notices: route('/notices', 'features/notices/notices-page.tsx#NoticesPage', {
    ...PUBLIC,
    sitemap: true,
  }),
  notice: route('/notices/:id', 'features/notices/notice-page.tsx#NoticePage', {
    public: true,
    entity: 'notice',
  }),
  model: route('/models/:id', 'app/pages/model-page.tsx#ModelPage', {
    ...PUBLIC,
    entity: 'model',
  }),
  admin: route('/admin/*', 'features/admin/admin-page.tsx#AdminPage'),
  inbox: route('/messages', 'features/messages/inbox-page.tsx#InboxPage'),
  conversation: route('/messages/:id', 'features/messages/conversation-page.tsx#ConversationPage'),
  verifyEmail: route('/verify-email', 'features/auth/verify-email-page.tsx#VerifyEmailPage'),
  unsubscribe: route(
    '/unsubscribe',
    'features/search/saved-searches/unsubscribe-page.tsx#UnsubscribePage',
  ),
  wanted: route('/wanted', 'features/wanted/wanted-list-page.tsx#WantedListPage', {
    ...PUBLIC,
    sitemap: true,
  }),
} satisfies Record<string, AppRoute>;

/** The named pages, in matching order. */
export const APP_ROUTES: AppRoute[] = Object.values(ROUTES);

/** /wing, /harness, …: one segment naming a gear type; an unknown slug shows not-found (404). */
export const CATEGORY_ROUTE = route('/:category', 'app/pages/category-page.tsx#CategoryPage', {
  public: true,
  ssr: true,
});
export const NOT_FOUND_ROUTE = route('/*', 'components/not-found-page.tsx#NotFoundPage', {
  public: true,
  ssr: true,
});
/** Every route of the web router, the two catch-alls last. */
export const WEB_ROUTES: AppRoute[] = [...APP_ROUTES, CATEGORY_ROUTE, NOT_FOUND_ROUTE];

// Compiled once: every page request of the server matches its path here, some more than once.
// Old links point at /About-us with a capital A: paths match ignoring case.
const PATTERNS = APP_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path.replace(':id', '([^/]+)').replace('/*', '(?:/([^/]+))?')}$`,
    'i',
  ),
}));

/** The named route of a path (not the category and not-found catch-alls), with its `:id`. */
export function matchRoute(pathname: string): { route: AppRoute; id?: string } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(clean);
    if (match) return match[1] ? { route, id: decodeURIComponent(match[1]) } : { route };
  }
  return null;
}

/** The web router's route a path lands on: a named one, else a category slug, else not found. */
export function webRoute(pathname: string): AppRoute {
  return (
    matchRoute(pathname)?.route ??
    (/^\/[^/]+\/?$/.test(pathname) ? CATEGORY_ROUTE : NOT_FOUND_ROUTE)
  );
}

/** robots.txt: the path prefix of every page that is not public (`/editgear/`, `/admin`, …). */
export const privatePrefixes = () =>
  APP_ROUTES.filter((r) => !r.public).map((r) => r.path.replace(/\/\*$/, '').replace(/:id$/, ''));
