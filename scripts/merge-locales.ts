// Merges a translation fragment into the four locale files:
//   node scripts/merge-locales.ts fragment.json
// where fragment.json is {"en": {...}, "pt": {...}, "es": {...}, "fr": {...}} with nested keys.
// Keys are sorted on write so concurrent edits merge cleanly in git.
import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '../src/shared/constants.ts';

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

const sort = (tree: Tree): Tree =>
  Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((k) => [k, typeof tree[k] === 'object' ? sort(tree[k] as Tree) : tree[k]!]),
  );

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/merge-locales.ts fragment.json');
const fragment = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Tree>;
for (const lng of LANGUAGES) {
  if (!fragment[lng])
    throw new Error(`The fragment has no "${lng}" part: every string needs all four languages.`);
}
for (const lng of LANGUAGES) {
  const path = `public/locales/${lng}/translation.json`;
  const current = JSON.parse(readFileSync(path, 'utf8')) as Tree;
  writeFileSync(path, `${JSON.stringify(sort(merge(current, fragment[lng]!)), null, 2)}\n`);
}
console.log(`Merged ${file} into ${LANGUAGES.length} locale files.`);
