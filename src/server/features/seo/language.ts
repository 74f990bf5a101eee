// The page language, chosen in the order the client's i18next detector uses:
// ?lng=, then the i18next cookie, then Accept-Language, then English.
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

/** `pt-BR`, `PT` and `pt_PT` all mean pt; anything else is not one of ours. */
export function toLanguage(value: string | undefined | null): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The best supported language of an Accept-Language header, by its q weights. */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lng: toLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.lng !== null && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lng ?? null;
}

export type LanguageSource = {
  lng?: string | null | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
};

export function pickLanguage({ lng, cookie, acceptLanguage }: LanguageSource): Language {
  return (
    toLanguage(lng) ??
    toLanguage(cookieValue(cookie, 'i18next')) ??
    fromAcceptLanguage(acceptLanguage) ??
    FALLBACK_LANGUAGE
  );
}
