// Well-shaped values a database refuses or a contract must: NUL (PostgreSQL text and jsonb refuse
// it), the other C0 controls, and dates outside 1900–2100 (PostgreSQL refuses year 0). Hostile
// leaves in random bodies seldom reach the database, because some other field fails validation
// first; so otherwise valid requests carry exactly one of these, in one field or one filter.
import fc from 'fast-check';

export const POISONED_TEXT = [
  'a\u0000b',
  '\u0000',
  'Vario\u0000',
  'x\u0001y',
  'bell\u0007',
  '\u001b[2J',
  'line\u000bbreak',
  'form\u000cfeed',
  'a\u001fb',
];
export const POISONED_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
type Path = (string | number)[];

function stringLeaves(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => stringLeaves(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) stringLeaves(v, [...path, k], out);
  return out;
}

function replaced(value: unknown, path: Path, leaf: string): unknown {
  if (path.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

/** The value with one of its text leaves poisoned: a date leaf gets a bad date, others bad text. */
export function poisonOneLeaf(value: unknown): fc.Arbitrary<unknown> {
  const leaves = stringLeaves(value);
  if (!leaves.length) return fc.constant(value);
  return fc.constantFrom(...leaves).chain((path) => {
    const current = path.reduce<unknown>((node, key) => (node as never)[key], value) as string;
    const poison = DATE.test(current) ? POISONED_DATES : POISONED_TEXT;
    return fc.constantFrom(...poison).map((leaf) => replaced(value, path, leaf));
  });
}

/** A query of one filter, poisoned: `name=%00` alone, with nothing else to fail first. */
export const poisonedFilter = (names: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...POISONED_TEXT, ...POISONED_DATES))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
