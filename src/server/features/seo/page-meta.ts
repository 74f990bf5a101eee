// Route → head of the page: title, description, canonical URL and its language alternates.
// Canonical URLs are SITE_URL + path, keeping only what changes the content (?page=, ?lng=).
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { fullTitle, summary } from '#shared/seo.ts';
import type { PageMeta } from './render-head.ts';
import type { GearTypeRef } from './gear-types-repository.ts';
import { DEFAULT_DESCRIPTION_KEY, type StaticPage } from './static-pages.ts';
import type { Translate } from './translations.ts';
import { paths } from '#shared/paths.ts';

export { fullTitle, summary };

export type PageContext = {
  siteUrl: string;
  lng: Language;
  t: Translate;
  query: URLSearchParams;
};

export function pageUrls(ctx: PageContext, path: string) {
  const page = Number(ctx.query.get('page'));
  const url = (lng?: string) => {
    const params = new URLSearchParams();
    if (Number.isInteger(page) && page > 1) params.set('page', String(page));
    if (lng) params.set('lng', lng);
    const qs = params.toString();
    return `${ctx.siteUrl}${path}${qs ? `?${qs}` : ''}`;
  };
  const chosen = ctx.query.has('lng') ? ctx.lng : undefined;
  const alternates: [string, string][] = [
    ...LANGUAGES.map((lng): [string, string] => [lng, url(lng)]),
    ['x-default', url()],
  ];
  return { canonical: url(chosen), alternates };
}

type Parts = Omit<PageMeta, 'canonical' | 'alternates' | 'lang' | 'ogType'> &
  Partial<Pick<PageMeta, 'ogType'>>;

export function buildMeta(ctx: PageContext, path: string, parts: Parts): PageMeta {
  return { ogType: 'website', ...parts, ...pageUrls(ctx, path), lang: ctx.lng };
}

export function staticPageMeta(
  ctx: PageContext,
  { path, page, isPublic }: { path: string; page: StaticPage; isPublic: boolean },
): PageMeta {
  const first = (keys: string | string[]) =>
    [keys].flat().reduceRight<string | undefined>((next, key) => ctx.t(key, {}, next), undefined);
  return buildMeta(ctx, path, {
    title: fullTitle(first(page.title)!),
    description: summary(first(page.description ?? DEFAULT_DESCRIPTION_KEY)!),
    noindex: !isPublic,
  });
}

export function notFoundMeta(ctx: PageContext, path: string): PageMeta {
  return buildMeta(ctx, path, {
    title: fullTitle(ctx.t('notFound.title')),
    description: ctx.t('notFound.text'),
    noindex: true,
  });
}

export const typeLabel = (t: Translate, type: GearTypeRef) =>
  t(`gearTypes.${type.slug}`, {}, type.name);

export function categoryMeta(ctx: PageContext, type: GearTypeRef): PageMeta {
  const name = typeLabel(ctx.t, type);
  return buildMeta(ctx, `/${type.slug}`, {
    title: fullTitle(name),
    description: summary(ctx.t('seo.categoryDescription', { type: name })),
  });
}

export function userMeta(
  ctx: PageContext,
  id: string,
  user: { first_name: string; last_name: string },
): PageMeta {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return buildMeta(ctx, paths.user(id), {
    title: fullTitle(name || ctx.t('account.profile')),
    description: summary(
      name ? ctx.t('seo.userDescription', { name }) : ctx.t('seo.userDescriptionNoName'),
    ),
    ogType: 'profile',
  });
}

export function certifierMeta(
  ctx: PageContext,
  id: string,
  certifier: { name: string; address: string },
): PageMeta {
  const text = ctx.t('seo.certifierDescription', { name: certifier.name });
  return buildMeta(ctx, paths.certifier(id), {
    title: fullTitle(certifier.name),
    description: summary(certifier.address ? `${text} ${certifier.address}` : text),
  });
}

/** A safety notice's page: its title and text in the page's language, else English. */
export function noticeMeta(
  ctx: PageContext,
  id: string,
  notice: { title: Record<string, string>; text: Record<string, string> },
): PageMeta {
  return buildMeta(ctx, paths.notice(id), {
    title: fullTitle(notice.title[ctx.lng] ?? notice.title.en ?? ''),
    description: summary(notice.text[ctx.lng] ?? notice.text.en ?? ''),
  });
}

/** A catalogue model's page: its sizes, its listings and what it sells for. */
export function modelMeta(
  ctx: PageContext,
  id: string,
  model: { brand: string; name: string },
): PageMeta {
  const name = `${model.brand} ${model.name}`;
  return buildMeta(ctx, paths.model(id), {
    title: fullTitle(name),
    description: summary(ctx.t('seo.modelDescription', { name })),
  });
}
