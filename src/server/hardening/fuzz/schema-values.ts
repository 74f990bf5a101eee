// Values shaped by a route's JSON schema: mostly plausible (named fields get values that pass
// the account and listing rules), with hostile leaves, missing required and extra fields; in a
// `clean` context only plausible values and every required field, so requests pass validation.
import fc from 'fast-check';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { junkJson } from './hostile-json.ts';
import { hostileNumber, hostileString } from './hostile.ts';
import type { UploadSamples } from './multipart.ts';

export type Schema = {
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
/** `clean`: only plausible values and every required field, so requests get past validation. */
export type FuzzContext = {
  ids: string[];
  tokens: string[];
  samples: UploadSamples;
  certifiers: string[];
  clean?: boolean;
};

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
