// Fails when the four locale files disagree: a key missing in one language, an empty value,
// or an English text left untranslated in pt/es/fr (names and codes are allowed to match); and
// on a key no code under src/ uses (scripts/lib/locale-usage.ts says how uses are found).
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../src/shared/constants.ts';
import { unusedKeys } from './lib/locale-usage.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object'
        ? [...flatten(v, `${prefix}${k}.`)]
        : [[`${prefix}${k}`, v] as [string, string]],
    ),
  );

// Texts that are the same in every language (brand, proper names, words shared by the languages).
const SAME_EVERYWHERE = new Set(
  readFileSync(new URL('./locale-same-texts.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
);
// Plural forms other languages need but English does not have.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const load = (lng: string) =>
  flatten(JSON.parse(readFileSync(`public/locales/${lng}/translation.json`, 'utf8')) as Tree);
const en = load('en');
const problems: string[] = [];
for (const [key, value] of en) if (!value.trim()) problems.push(`en: ${key} is empty`);
for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
  const other = load(lng);
  for (const [key, value] of en) {
    const translated = other.get(key);
    if (translated === undefined) problems.push(`${lng}: ${key} is missing`);
    else if (!translated.trim()) problems.push(`${lng}: ${key} is empty`);
    else if (translated === value && /[a-z]{3}/i.test(value) && !SAME_EVERYWHERE.has(value)) {
      problems.push(`${lng}: ${key} is still English ("${value}")`);
    }
  }
  for (const key of other.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (!en.has(key) && !en.has(`${base}_other`)) problems.push(`${lng}: ${key} is not in en`);
  }
}
for (const key of unusedKeys(en.keys())) problems.push(`en: ${key} is used by no code under src/`);
if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales complete: ${en.size} keys in ${LANGUAGES.join(', ')}.`);
