// Server-side strings for page heads: the web app's own locale files, read once at start, so a
// page's <title> on first load is the one the client shows after hydration.
import { readFileSync } from 'node:fs';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = new URL('../../../../public/locales/', import.meta.url);
let catalogs: Map<Language, Tree> | null = null;

function load(): Map<Language, Tree> {
  catalogs ??= new Map(
    LANGUAGES.map((lng) => [
      lng,
      JSON.parse(readFileSync(new URL(`${lng}/translation.json`, localesDir), 'utf8')) as Tree,
    ]),
  );
  return catalogs;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, vars?: Record<string, string>, fallback?: string) => string;

/** i18next's lookup in miniature: the language, then English, then `fallback`, then the key. */
export function translator(lng: Language): Translate {
  const all = load();
  return (key, vars = {}, fallback) => {
    const text =
      lookup(all.get(lng), key) ?? lookup(all.get(FALLBACK_LANGUAGE), key) ?? fallback ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
  };
}

/** A language's whole translation file, as the web app's i18next takes it. */
export const translationsOf = (lng: Language): Record<string, unknown> => load().get(lng)!;

/** Reads the files now, so a broken locale file stops the start rather than the first page. */
export function preloadTranslations(): void {
  load();
}
