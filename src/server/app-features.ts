// Every feature's one plugin, in the order buildApp() registers them, and the web app after
// them: the one list a new feature joins (docs/architecture.md), apart from app.ts's plugins.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { healthRoutes } from './features/health/routes.ts';
import { gearTypeRoutes } from './features/gear-types/routes.ts';
import { gearRoutes } from './features/gears/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { pictureRoutes } from './features/pictures/routes.ts';
import { certificateRoutes } from './features/certificates/routes.ts';
import { certifierRoutes } from './features/certifiers/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { accountSecurityRoutes } from './features/account-security/routes.ts';
import { wantedRoutes } from './features/wanted/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { watchlistMailRoutes } from './features/watchlist-mails/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { dealSafetyRoutes } from './features/deal-safety/routes.ts';
import { safetyNoticeRoutes } from './features/safety-notices/routes.ts';
import { itemRoutes } from './features/items/routes.ts';
import { offerRoutes } from './features/offers/routes.ts';
import { priceRoutes } from './features/prices/routes.ts';
import { rateRoutes } from './features/rates/routes.ts';
import { townRoutes } from './features/towns/routes.ts';
import { webAppPlugin } from './features/ssr/web-app.ts';

/** Feature route plugins, in the order their routes should appear in the API docs. */
const features = [
  healthRoutes,
  accountRoutes,
  accountSecurityRoutes,
  gearTypeRoutes,
  searchRoutes,
  gearRoutes,
  pictureRoutes,
  certificateRoutes,
  certifierRoutes,
  contactRoutes,
  wantedRoutes,
  favouriteRoutes,
  watchlistMailRoutes,
  reportRoutes,
  conversationRoutes,
  adminRoutes,
  seoRoutes,
  catalogueRoutes,
  dealSafetyRoutes,
  itemRoutes,
  offerRoutes,
  priceRoutes,
  safetyNoticeRoutes,
  townRoutes,
  rateRoutes,
];

/** Registers the features, then the web app: every GET no API route takes lands there. */
export async function registerFeatures(app: FastifyInstance, deps: AppDeps) {
  for (const feature of features) await app.register(feature, deps);
  await app.register(webAppPlugin, deps);
}
