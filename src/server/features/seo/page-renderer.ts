// Which page a path is, whether it exists (200/404) and its head. Static pages cost no query,
// detail pages one (a rendered listing's page none of its own: gear-head-source.ts), category
// pages none while the gear types are cached.
import { idSchema } from '#shared/contracts/common.ts';
import { matchRoute, type AppRoute } from '#shared/routes.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { gearMeta } from './gear-meta.ts';
import { gearTypeCache } from './gear-types-repository.ts';
import { findGearHead, type ApiRead } from './gear-head-source.ts';
import { pickLanguage } from './language.ts';
import {
  categoryMeta,
  certifierMeta,
  modelMeta,
  noticeMeta,
  notFoundMeta,
  staticPageMeta,
  userMeta,
  type PageContext,
} from './page-meta.ts';
import type { PageMeta } from './render-head.ts';
import {
  entityExists,
  findCertifierForPage,
  findModelForPage,
  findNoticeForPage,
  findUserForPage,
} from './repository.ts';
import { STATIC_PAGES } from './static-pages.ts';
import { preloadTranslations, translator } from './translations.ts';

export type HtmlPageRequest = {
  pathname: string;
  query: URLSearchParams;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The page's reads of the API when it is rendered: a listing's head reads its answer. */
  read?: ApiRead | undefined;
};
export type ResolvedPage = { status: 200 | 404; meta: PageMeta };

export function createPageRenderer({ config, db, photos }: AppDeps) {
  preloadTranslations();
  const gearTypes = gearTypeCache(db);

  async function detailMeta(
    ctx: PageContext,
    route: AppRoute,
    { id, read }: { id: string; read?: ApiRead | undefined },
  ) {
    if (route.entity === 'gear') {
      const gear = await findGearHead(db, { id, photos, types: gearTypes, ...(read && { read }) });
      return gear && gearMeta(ctx, gear);
    }
    if (route.entity === 'user') {
      const user = await findUserForPage(db, id);
      return user && userMeta(ctx, id, user);
    }
    if (route.entity === 'model') {
      const model = await findModelForPage(db, id);
      return model && modelMeta(ctx, id, model);
    }
    if (route.entity === 'notice') {
      const notice = await findNoticeForPage(db, id);
      return notice && noticeMeta(ctx, id, notice);
    }
    const certifier = await findCertifierForPage(db, id);
    return certifier && certifierMeta(ctx, id, certifier);
  }

  async function resolveMeta(
    ctx: PageContext,
    pathname: string,
    read?: ApiRead,
  ): Promise<PageMeta | null> {
    const found = matchRoute(pathname);
    if (!found) {
      // /wing, /harness, …: one path segment naming a gear type.
      const slug = pathname.replace(/^\/|\/$/g, '').toLowerCase();
      const type = /^[a-z0-9-]+$/.test(slug)
        ? (await gearTypes()).find((x) => x.slug === slug)
        : undefined;
      return type ? categoryMeta(ctx, type) : null;
    }
    const { route, id } = found;
    if (route.entity && id !== undefined) {
      if (!idSchema.safeParse(id).success) return null;
      if (route.public) return detailMeta(ctx, route, { id, read });
      if (!(await entityExists(db, route.entity, id))) return null;
    }
    const page = STATIC_PAGES[route.path] ?? { title: 'layout.title' };
    const path = /[:*]/.test(route.path) ? pathname : route.path;
    return staticPageMeta(ctx, { path, page, isPublic: route.public });
  }

  return async function resolvePage(request: HtmlPageRequest): Promise<ResolvedPage> {
    const lng = pickLanguage({
      lng: request.query.get('lng'),
      cookie: request.cookie,
      acceptLanguage: request.acceptLanguage,
    });
    const ctx: PageContext = {
      siteUrl: config.siteUrl,
      lng,
      t: translator(lng),
      query: request.query,
    };
    const meta = await resolveMeta(ctx, request.pathname, request.read);
    return meta
      ? { status: 200, meta }
      : { status: 404, meta: notFoundMeta(ctx, request.pathname) };
  };
}
