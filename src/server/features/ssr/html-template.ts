// The built index.html, parsed once into the pieces around the page's language and head, and
// re-read only when its mtime changes: a rebuild while the server runs is picked up at once.
import { readFile, stat } from 'node:fs/promises';

type Render = (lang: string, head: string, tail?: string) => string;
/**
 * `head` goes right after <meta charset>; `tail` last in <head>, after the build's own tags.
 * The build's module preloads stay on every page, the server-rendered ones too: they are the
 * entry's static imports (today one 2 KB file, boot.ts), which the entry cannot run without, so
 * the preload only saves a round trip. Without it the entry and its import loaded one after the
 * other before the first paint, and Lighthouse's simulated LCP of the detail page ended on that
 * chain (bench/README.md, session 18). The app's large scripts are the entry's dynamic imports,
 * requested after the paint (e2e/ssr.spec.ts holds that).
 */
export type Template = { render: Render };

/** Cuts the build's own <title> and description out and leaves a slot after <meta charset>. */
export function parseTemplate(html: string): Template {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][\s\S]*?>\s*/i, '');
  const htmlTag = /<html\b([^>]*)>/i.exec(cleaned);
  // Without an <html> tag (HTML allows leaving it out) one is written after the doctype.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(cleaned);
  const start = htmlTag?.index ?? doctype?.[0].length ?? 0;
  const end = htmlTag ? start + htmlTag[0].length : start;
  const attrs = (htmlTag?.[1] ?? '').replace(/\s+lang=("[^"]*"|'[^']*'|\S+)/i, '');
  const rest = cleaned.slice(end);
  const charset = /<meta\s+charset=[^>]*>/i.exec(rest) ?? /<head[^>]*>/i.exec(rest);
  const slot = charset ? charset.index + charset[0].length : 0;
  const before = cleaned.slice(0, start);
  const middle = rest.slice(0, slot);
  const after = rest.slice(slot);
  const headEnd = after.search(/<\/head>/i);
  const [inHead, afterHead] =
    headEnd < 0 ? [after, ''] : [after.slice(0, headEnd), after.slice(headEnd)];
  const renderWith =
    (buildHead: string): Render =>
    (lang, head, tail = '') =>
      `${before}<html lang="${lang}"${attrs}>${middle}\n    ${head}${buildHead.startsWith('\n') ? '' : '\n'}${buildHead}${tail ? `  ${tail}\n  ` : ''}${afterHead}`;
  return { render: renderWith(inHead) };
}

/** The built index.html, parsed; `get()` answers null while there is no build. */
export const templateLoader = (path: string, recheckMs?: number) =>
  reloadingFile(path, parseTemplate, recheckMs);

/**
 * A build file, parsed once and parsed again only when its mtime or size changes; `get()`
 * answers null while the file is missing. Concurrent callers share one stat. With `recheckMs`
 * (production, where a new build comes with a restart) the file is looked at again at most that
 * often: five stats a rendered page were a fiftieth of its CPU (bench/README.md, session 17).
 */
export function reloadingFile<T>(path: string, parse: (text: string) => T, recheckMs = 0) {
  let cached: { version: string; value: T } | null = null;
  let pending: Promise<T | null> | null = null;
  let checkedAt = -Infinity;
  let settled: Promise<T | null> | null = null;

  const refresh = async (): Promise<T | null> => {
    const info = await stat(path).catch(() => null);
    if (!info) return (cached = null);
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version === version) return cached.value;
    const value = parse(await readFile(path, 'utf8'));
    cached = { version, value };
    return value;
  };

  return {
    get: (): Promise<T | null> => {
      if (settled && performance.now() - checkedAt < recheckMs) return settled;
      pending ??= refresh().finally(() => {
        pending = null;
        checkedAt = performance.now();
        settled = Promise.resolve(cached?.value ?? null);
      });
      return pending;
    },
  };
}
