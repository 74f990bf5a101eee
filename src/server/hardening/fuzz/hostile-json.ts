// fast-check arbitraries for hostile JSON bodies: any JSON value (deep, huge, or with the keys
// that pollute prototypes) and raw texts that are not JSON or not quite, for the body parser and
// the validators behind it.
import fc from 'fast-check';
import { hostileNumber, hostileString, nested } from './hostile.ts';

/** Any JSON value, shallow or deep, including the keys that pollute prototypes. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__": {"is_staff": true, "polluted": 1}}'),
      JSON.parse('{"constructor": {"prototype": {"is_staff": true}}}'),
      Array.from({ length: 2000 }, (_, i) => i),
      JSON.parse(nested(400)),
    ),
  },
);

/** Raw body texts that are not JSON, or not quite. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a': 1}",
    '[1, 2',
    'null',
    '"just a string"',
    '{"a": NaN}',
    '{"a": 1e999}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    nested(100_000),
    '{"a":1}{"b":2}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .jsonValue({ maxDepth: 3 })
    .chain((v) =>
      fc
        .nat({ max: Math.max(0, JSON.stringify(v).length - 1) })
        .map((cut) => JSON.stringify(v).slice(0, cut)),
    ),
);
