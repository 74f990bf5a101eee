// Finding towns in the gazetteer (gazetteer-data.ts): suggestions as a name is typed, a town by
// its id, and the towns a name can mean. Names compare folded (case, accents and punctuation
// ignored: "zurich" finds Zürich), through one array of indexes sorted by folded name, so a
// prefix is a binary search and its range, however many places the world has.
import { gazetteerData, type GazetteerData } from './gazetteer-data.ts';

export type Town = {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
};

/** A name as names are compared: lower case, no accents, ß as ss, words split by one space. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Index = {
  data: GazetteerData;
  keys: string[];
  sorted: Uint32Array;
  byId: Map<number, number>;
};
let index: Index | undefined;
function gazetteer(): Index {
  if (index) return index;
  const data = gazetteerData();
  const keys = data.names.map(foldName);
  const order = keys
    .map((_, i) => i)
    .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const byId = new Map<number, number>();
  data.ids.forEach((id, i) => byId.set(id, i));
  index = { data, keys, sorted: Uint32Array.from(order), byId };
  return index;
}

function townAt({ data }: Index, i: number): Town {
  return {
    id: data.ids[i]!,
    name: data.names[i]!,
    country: data.countries[i]!,
    latitude: data.latitude[i]!,
    longitude: data.longitude[i]!,
    population: data.population[i]!,
  };
}

/** The first position in the sorted names whose key is not below `key`. */
function lowerBound({ keys, sorted }: Index, key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[sorted[mid]!]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The places whose folded name starts with the folded `prefix` (all if `exact`: equals it). */
function matching(prefix: string, { countries, exact }: { countries?: string[]; exact?: boolean }) {
  const g = gazetteer();
  const key = foldName(prefix);
  if (!key) return [];
  const found: number[] = [];
  for (let at = lowerBound(g, key); at < g.sorted.length; at++) {
    const i = g.sorted[at]!;
    const k = g.keys[i]!;
    if (exact ? k !== key : !k.startsWith(key)) break;
    if (!countries?.length || countries.includes(g.data.countries[i]!)) found.push(i);
  }
  return found.map((i) => townAt(g, i));
}

const byPopulation = (a: Town, b: Town) => b.population - a.population;

/** Up to `limit` towns starting with what was typed: exact names first, then the largest. */
export function suggestTowns(
  q: string,
  { countries, limit = 10 }: { countries?: string[]; limit?: number } = {},
) {
  const key = foldName(q);
  const towns = matching(q, { countries });
  const exact = towns.filter((t) => foldName(t.name) === key).sort(byPopulation);
  const rest = towns.filter((t) => foldName(t.name) !== key).sort(byPopulation);
  return [...exact, ...rest].slice(0, limit);
}

/** Every town of exactly this name (folded), largest first. */
export function townsNamed(name: string, countries?: string[]): Town[] {
  return matching(name, { countries, exact: true }).sort(byPopulation);
}

export function townById(id: number): Town | null {
  const g = gazetteer();
  const i = g.byId.get(id);
  return i === undefined ? null : townAt(g, i);
}
