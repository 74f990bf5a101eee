// The parts of a hostile request other than its auth header: path id segments (known ids, other
// uuids, traversal and broken escapes), query strings (declared, extra, poisoned filters) and
// JSON payloads (clean, random, one poisoned leaf, broken JSON, wrong content types).
import fc from 'fast-check';
import { brokenJsonText, junkJson } from './hostile-json.ts';
import { encodeSegment, hostileString } from './hostile.ts';
import { poisonedFilter, poisonOneLeaf } from './poisoned.ts';
import type { Route } from './routes.ts';
import { valueFor, type FuzzContext, type Schema } from './schema-values.ts';

export const idSegment = (ctx: FuzzContext) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ctx.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%zz', ' ', '%20'),
    },
  );

export const queryString = (route: Route, ctx: FuzzContext) => {
  const pair = (name: string, schema?: Schema) =>
    fc
      .oneof(
        valueFor(schema, ctx).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        hostileString,
      )
      .map((v) => `${encodeSegment(name)}=${encodeSegment(v)}`);
  const declared = route.query.map((p) => fc.option(pair(p.name, p.schema), { freq: 2 }));
  const extra = fc.array(
    fc.oneof(
      pair('page'),
      pair('page_size'),
      hostileString.chain((n) => pair(n)),
    ),
    { maxLength: 3 },
  );
  const hostile = fc
    .tuple(
      fc.tuple(...declared),
      extra,
      fc.constantFrom('', '&', '&&=', '=', '&a', '&page=1&page=2'),
    )
    .map(([d, e, tail]) => [...d.filter((x): x is string => x !== null), ...e].join('&') + tail);
  // Free-text filters first: a poisoned uuid, enum or number filter only meets its own check.
  const isText = (s?: Schema) =>
    s?.type === 'string' && !s.enum && !s.format ? true : Boolean(s?.anyOf?.some(isText));
  const text = route.query.filter((p) => isText(p.schema)).map((p) => p.name);
  const names = text.length ? text : route.query.map((p) => p.name);
  if (!names.length) return hostile;
  return fc.oneof(
    { weight: 3, arbitrary: hostile },
    { weight: 2, arbitrary: poisonedFilter(names) },
  );
};

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/jpeg',
];

export const jsonPayload = (route: Route, ctx: FuzzContext) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: valueFor(route.body, { ...ctx, clean: true }).map((v) => ({
        type: 'application/json',
        text: JSON.stringify(v) ?? 'null',
      })),
    },
    {
      weight: 7,
      arbitrary: fc
        .oneof(valueFor(route.body, ctx), junkJson)
        .map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
    },
    {
      weight: 4,
      arbitrary: valueFor(route.body, { ...ctx, clean: true })
        .chain(poisonOneLeaf)
        .map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
    },
    { weight: 2, arbitrary: brokenJsonText.map((text) => ({ type: 'application/json', text })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...WRONG_TYPES),
          fc.oneof(
            brokenJsonText,
            junkJson.map((v) => JSON.stringify(v) ?? ''),
          ),
        )
        .map(([type, text]) => ({ type, text })),
    },
  );
