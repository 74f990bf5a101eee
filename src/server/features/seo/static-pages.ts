// Title and description keys of every page that needs no database row, by route path. The keys
// are the ones the web app's pages pass to usePageTitle, so first load and navigation agree.
import { APP_ROUTES, privatePrefixes } from '#shared/routes.ts';

/** A list of keys means: the first that exists (a page's own key may land after this table). */
export type StaticPage = { title: string | string[]; description?: string | string[] };

export const DEFAULT_DESCRIPTION_KEY = 'home.description';

export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': { title: 'home.title', description: 'home.description' },
  '/gears': { title: 'gears.allTitle', description: 'seo.gearsDescription' },
  '/certifiers': { title: 'certifiers.title', description: 'certifiers.intro' },
  '/signup': { title: 'account.signupTitle', description: 'seo.signupDescription' },
  '/search': { title: 'searchPage.title', description: 'seo.searchDescription' },
  '/wanted': {
    title: ['wanted.listTitle', 'seo.wantedTitle'],
    description: ['wanted.listIntro', 'seo.wantedDescription'],
  },
  '/about-us': { title: 'about.title', description: 'about.p1' },
  '/terms-and-conditions': { title: 'terms.title', description: 'terms.intro' },
  '/security-and-safety': { title: 'safety.title', description: 'safety.intro' },
  '/notices': { title: 'notices.title', description: 'notices.intro' },
  // Private pages: kept out of indexes (robots.txt and noindex), titled all the same.
  '/addgear': { title: 'listing.addTitle' },
  '/editgear/:id': { title: 'listing.editTitle' },
  '/requestgear': { title: 'wanted.title', description: 'wanted.intro' },
  '/addcertficate/:id': { title: 'certificates.addTitle' },
  '/addcertifier': { title: 'certifiers.addTitle' },
  '/editsignup/:id': { title: 'account.editTitle' },
  '/auth': { title: 'auth.title' },
  '/dashboard': { title: 'dashboard.title' },
  '/reset-password': { title: 'auth.reset.title' },
  '/verify-email': { title: ['accountSecurity.verify.title', 'seo.verifyEmailTitle'] },
  '/unsubscribe': { title: 'savedSearches.unsubscribe.title' },
  '/account_created': { title: 'account.created.title' },
  '/register_failed': { title: 'account.failedPage.title' },
  '/admin/*': { title: 'admin.title' },
  '/messages': { title: 'messages.inbox' },
  '/messages/:id': { title: 'messages.conversation' },
};

/** The pages of /sitemaps/static.xml besides the category pages. */
export const SITEMAP_STATIC_PATHS = APP_ROUTES.filter((r) => r.sitemap).map((r) => r.path);

/** robots.txt: what crawlers should leave alone (docs/api.md's API and every page behind a login). */
export const PRIVATE_PREFIXES = ['/api/', ...privatePrefixes()];
