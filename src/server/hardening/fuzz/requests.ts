// Hostile requests for every operation of the OpenAPI document: values shaped by each route's
// JSON schema (mostly plausible, with hostile leaves, missing and extra fields), any JSON at all,
// broken JSON, wrong content types, bad ids and query values, and broken multipart uploads.
import fc from 'fast-check';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import {
  brokenJsonText,
  encodeSegment,
  hostileNumber,
  hostileString,
  junkJson,
} from './hostile.ts';
import { hostileMultipart, type UploadSamples } from './multipart.ts';
import { poisonedFilter, poisonOneLeaf } from './poisoned.ts';
import { spelledPath } from './targets.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type Route = {
  method: string;
  path: string;
  params: string[];
  query: Parameter[];
  body: Schema | undefined;
  upload: boolean;
};
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};
/** `clean`: only plausible values and every required field, so requests get past validation. */
export type FuzzContext = {
  ids: string[];
  tokens: string[];
  samples: UploadSamples;
  certifiers: string[];
  clean?: boolean;
};

/** Every operation of /api/openapi.json. Uploads are the POSTs on …/pictures/ with no JSON body. */
export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body,
        upload: method === 'post' && path.endsWith('/pictures/') && !body,
      });
    }
  }
  return routes;
}

/** Values that pass the account rules, so some sign-ups and password changes get through. */
const BY_NAME: Record<string, fc.Arbitrary<string>> = {
  username: fc.stringMatching(/^[a-z]{4,10}[0-9]{1,4}$/),
  password: fc.constantFrom('wind over the ridge', 'glide-safely-42'),
  new_password: fc.constantFrom('wind over the ridge', 'thermal soaring at dusk'),
  email: fc.stringMatching(/^[a-z]{3,10}@example\.(com|org)$/),
  phone_number: fc.constantFrom('+351 912 345 678', '', '(01) 234 5678'),
};

/** In clean requests, fields whose valid values depend on the data: a listing that passes its type. */
const CLEAN_BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  gear_type: fc.constant(GEAR_TYPE_IDS.instrument),
  properties: fc.constant({ instrument_type: 'vario' }),
  price: fc.integer({ min: 0, max: 5000 }),
  max_price: fc.integer({ min: 1, max: 5000 }),
  porosity: fc.integer({ min: 0, max: 500 }),
};

const plausibleString = (schema: Schema, ctx: FuzzContext, name = ''): fc.Arbitrary<string> => {
  const named = BY_NAME[name];
  if (named) return named;
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid());
  if (schema.format === 'date') return fc.constantFrom('2024-05-01', '2026-01-31', '1999-12-31');
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (schema.pattern === '^[A-Z]{2}$') return fc.constantFrom('PT', 'FR', 'ES', 'GB');
  return fc.oneof(
    fc.constantFrom('Vario', 'Ozone Rush 6', 'A fine wing, little used.', 'x y z 123'),
    fc.string({ minLength: 1, maxLength: 20 }),
  );
};

/** A value for the schema: mostly plausible, sometimes hostile, sometimes any junk. */
export function valueFor(
  schema: Schema | undefined,
  ctx: FuzzContext,
  { depth = 0, name = '' }: { depth?: number; name?: string } = {},
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junkJson;
  const cleanValue = ctx.clean ? CLEAN_BY_NAME[name] : undefined;
  if (cleanValue) return cleanValue;
  if (ctx.clean && name === 'certifier' && ctx.certifiers.length)
    return fc.constantFrom(...ctx.certifiers);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((s) => valueFor(s, ctx, { depth: depth + 1, name })));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let plausible: fc.Arbitrary<unknown>;
  if (schema.enum) plausible = fc.constantFrom(...schema.enum);
  else if (type === 'string') plausible = plausibleString(schema, ctx, name);
  else if (type === 'integer') plausible = fc.integer({ min: 0, max: 200 });
  else if (type === 'number') plausible = fc.double({ min: 0, max: 5000, noNaN: true });
  else if (type === 'boolean') plausible = fc.boolean();
  else if (type === 'array')
    plausible = fc.array(valueFor(schema.items, ctx, { depth: depth + 1 }), { maxLength: 4 });
  else if (type === 'object') plausible = objectFor(schema, ctx, depth);
  else plausible = junkJson;
  if (ctx.clean) return plausible;
  const hostile = type === 'number' || type === 'integer' ? hostileNumber : hostileString;
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: junkJson },
  );
}

function objectFor(schema: Schema, ctx: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([name, s]) =>
    // Required fields are sometimes missing; optional ones sometimes present.
    fc
      .tuple(
        fc.double({ min: 0, max: 1, noNaN: true }),
        valueFor(s, ctx, { depth: depth + 1, name }),
      )
      .map(([roll, value]) =>
        (required.has(name) ? ctx.clean || roll < 0.92 : roll < 0.5) ? [[name, value]] : [],
      ),
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(hostileString, fc.constantFrom('id', 'user', 'is_staff', 'password_hash')),
      junkJson,
    ),
    {
      maxLength: 2,
    },
  );
  return fc
    .tuple(fc.tuple(...fields), ctx.clean ? fc.constant([]) : extras)
    .map(([chosen, extra]) => Object.fromEntries([...chosen.flat(), ...extra]));
}

const idSegment = (ctx: FuzzContext) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ctx.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%zz', ' ', '%20'),
    },
  );

const queryString = (route: Route, ctx: FuzzContext) => {
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

const jsonPayload = (route: Route, ctx: FuzzContext) =>
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

/** One hostile request for the route. */
export function requestFor(route: Route, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...route.params.map(() => idSegment(ctx)));
  const auth = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.tokens) },
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Token false',
        'Token ',
        'Bearer x',
        'Basic YTpi',
        'Token ' + 'a'.repeat(5000),
      ),
    },
    { weight: 1, arbitrary: hostileString.map((s) => `Token ${s}`) },
  );
  const body = route.upload
    ? hostileMultipart(ctx.samples).map((m) => ({
        type: m.contentType,
        payload: m.payload as string | Buffer | undefined,
      }))
    : route.body
      ? jsonPayload(route, ctx).map((j) => ({
          type: j.type,
          payload: j.text as string | Buffer | undefined,
        }))
      : fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constant({ type: '', payload: undefined as string | Buffer | undefined }),
          },
          {
            weight: 1,
            arbitrary: junkJson.map((v) => ({
              type: 'application/json',
              payload: JSON.stringify(v) ?? '',
            })),
          },
        );
  return fc
    .record({ segments, query: queryString(route, ctx), auth, body })
    .map(({ segments: ids, query, auth: token, body: b }) => {
      let path = route.path;
      route.params.forEach((name, i) => (path = path.replace(`{${name}}`, ids[i]!)));
      const headers: Record<string, string> = {};
      if (token) headers.authorization = token;
      if (b.type) headers['content-type'] = b.type;
      return { method: route.method, path, query, headers, payload: b.payload };
    })
    .chain(({ path, query, ...request }) =>
      // One request in five spells its path with percent-encoded letters (`/%61pi/…`).
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constant(path) },
          { weight: 1, arbitrary: spelledPath(path) },
        )
        .map((spelled) => ({ ...request, url: query ? `${spelled}?${query}` : spelled })),
    );
}
