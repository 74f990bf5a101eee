// The stored basis must give, for every day, exactly the status computed from the records: a
// stale or wrong badge is worse than a slow one. Many record sets, rules and days, at random.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { generalRule, type CheckRule } from './check-rule.ts';
import { statusBasis, statusOn } from './status-basis.ts';
import { addDays, itemStatus, type StatusRecord } from './status.ts';

// Days around month ends and leap days, over six years.
const day = fc.integer({ min: 0, max: 6 * 366 }).map((n) => addDays('2022-01-28', n));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const hours = maybe(fc.integer({ min: 0, max: 400 }));
const record: fc.Arbitrary<StatusRecord> = fc.record({
  kind: fc.constantFrom('check', 'repack', 'repair', 'note'),
  date: day,
  valid_until: maybe(day),
  flight_hours: hours,
  verdict: fc.constantFrom('airworthy', 'not_airworthy', 'repair_needed', null),
});
const count = (max: number) => maybe(fc.integer({ min: 1, max }));
const gearType = fc.constantFrom(GEAR_TYPE_IDS.wing, GEAR_TYPE_IDS.reserve, GEAR_TYPE_IDS.harness);
const ownRule: fc.Arbitrary<CheckRule> = fc.record({
  check_months: count(60),
  check_hours: count(300),
  repack_months: count(24),
  lifespan_years: count(15),
  source: fc.constant('https://maker.example/rule'),
});
const input = fc
  .record({
    gear_type: gearType,
    production_date: maybe(day),
    flight_hours: hours,
    own: maybe(ownRule),
    records: fc.array(record, { maxLength: 6 }),
    days: fc.array(day, { minLength: 1, maxLength: 8 }),
  })
  .map(({ own, ...rest }) => ({ ...rest, rule: own ?? generalRule(rest.gear_type) }));

describe('statusOn(statusBasis(…))', () => {
  it('gives itemStatus’s answer for any records, rule and day', () => {
    fc.assert(
      fc.property(input, ({ records, rule, days, ...item }) => {
        const basis = statusBasis(item, { records, rule });
        for (const today of days)
          expect(statusOn(basis, today)).toEqual(itemStatus(item, { records, rule, today }));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps an unfit verdict and the hours flown whatever the day', () => {
    const wing = { gear_type: GEAR_TYPE_IDS.wing, production_date: null, flight_hours: 205 };
    const check = { kind: 'check', valid_until: null, verdict: 'airworthy' } as const;
    const rule = generalRule(GEAR_TYPE_IDS.wing);
    const flown = statusBasis(wing, {
      records: [{ ...check, date: '2025-01-01', flight_hours: 100 }],
      rule,
    });
    expect(flown).toMatchObject({
      check: 'dated',
      check_until: '2027-01-01',
      check_hours: 'overdue',
    });
    expect(statusOn(flown, '2025-02-01').check).toBe('overdue');
    const unfit = statusBasis(wing, {
      records: [{ ...check, date: '2025-01-01', flight_hours: null, verdict: 'not_airworthy' }],
      rule,
    });
    expect(statusOn(unfit, '2025-01-02')).toMatchObject({ check: 'overdue', valid_until: null });
  });
});
