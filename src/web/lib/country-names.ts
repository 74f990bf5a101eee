// Country names in a language, from Intl.DisplayNames, apart from the list of codes
// (countries.ts): a server-rendered page's start installs the names it came with without loading
// the list.

type NameListener = (language: string, code: string, name: string) => void;
let listener: NameListener | undefined;
const known = new Map<string, string>();
const displayNames = new Map<string, Intl.DisplayNames>();

/** The server renderer hears each name a page shows, to send them with the page. */
export function onCountryName(next: NameListener) {
  listener = next;
}

/**
 * The names a server-rendered page was rendered with: hydrating it builds no Intl.DisplayNames,
 * whose first one costs a phone's main thread 60–100 ms.
 */
export function installCountryNames(language: string, names: Record<string, string> = {}) {
  for (const [code, name] of Object.entries(names)) known.set(`${language} ${code}`, name);
}

function lookUp(code: string, language: string): string {
  try {
    let names = displayNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
      displayNames.set(language, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The name of a country in `language` (the code itself when the runtime has no name for it). */
export function countryName(code: string, language: string): string {
  const key = `${language} ${code}`;
  let name = known.get(key);
  if (name === undefined) known.set(key, (name = lookUp(code, language)));
  listener?.(language, code, name);
  return name;
}
