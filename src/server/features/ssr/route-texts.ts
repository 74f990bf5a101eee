// The texts a server-rendered page carries: only those its route's page and the app shell can
// show, not the whole language file (over half of the page's inline data, all of it parsed on
// the phone's main thread before hydrating). The build lists them per route of the route table
// (scripts/lib/route-texts.ts, in dist/web/.vite/route-texts.json); the browser loads the whole
// file when it goes on to another route (src/web/lib/i18n.ts). Without the list: the whole file.
import type { Language } from '#shared/constants.ts';
import { scriptSafe } from '#shared/ssr.ts';
import { reloadingFile } from './html-template.ts';
import { translationsOf } from '#server/features/seo/translations.ts';

/** Route path (as in src/shared/routes.ts) → selectors: a key, or the start of keys' paths. */
export type RouteTextsTable = Record<string, string[]>;

export const routeTextsLoader = (path: string, recheckMs?: number) =>
  reloadingFile(path, (text) => JSON.parse(text) as RouteTextsTable, recheckMs);

type Tree = { [key: string]: string | Tree };
export type PageTexts = {
  translations: Record<string, unknown>;
  /** The same as JSON safe inside <script>, encoded once. */
  json: Buffer;
  /** The route whose texts these are; absent when they are the whole file. */
  route?: string;
};

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

/** The keys of `tree` whose path starts with one of the selectors, as a tree again. */
export function pickTexts(tree: Tree, selectors: string[]): Tree {
  const out: Tree = {};
  for (const [path, text] of flatten(tree)) {
    if (!selectors.some((selector) => path.startsWith(selector))) continue;
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1)!] = text;
  }
  return out;
}

const whole = new Map<Language, PageTexts>();
const byTable = new WeakMap<RouteTextsTable, Map<string, PageTexts>>();
const encode = (translations: Record<string, unknown>) =>
  Buffer.from(scriptSafe(JSON.stringify(translations)));

/**
 * A page's texts in its language, the same for every page of a route: made once per route and
 * table (a rebuild's new table starts afresh).
 */
export function pageTexts(
  lang: Language,
  options: { table: RouteTextsTable | null; route: string },
): PageTexts {
  const { table, route } = options;
  const selectors = table?.[route];
  if (!table || !selectors) {
    let texts = whole.get(lang);
    if (!texts) {
      const translations = translationsOf(lang);
      whole.set(lang, (texts = { translations, json: encode(translations) }));
    }
    return texts;
  }
  let cache = byTable.get(table);
  if (!cache) byTable.set(table, (cache = new Map()));
  let texts = cache.get(`${lang} ${route}`);
  if (!texts) {
    const translations = pickTexts(translationsOf(lang) as Tree, selectors);
    texts = { translations, json: encode(translations), route };
    cache.set(`${lang} ${route}`, texts);
  }
  return texts;
}
