import { describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { generalRule, type CheckRule } from './check-rule.ts';
import { addMonths, isAirworthy, itemStatus, type StatusRecord } from './status.ts';

const wing = { gear_type: GEAR_TYPE_IDS.wing, production_date: null, flight_hours: null };
const reserve = { ...wing, gear_type: GEAR_TYPE_IDS.reserve };
const check = (date: string, extra: Partial<StatusRecord> = {}): StatusRecord => ({
  kind: 'check',
  date,
  valid_until: null,
  flight_hours: null,
  verdict: 'airworthy',
  ...extra,
});
const uTurn: CheckRule = {
  check_months: 24,
  check_hours: 150,
  repack_months: null,
  lifespan_years: null,
  source: 'https://u-turn.de',
};
const status = (records: StatusRecord[], today: string, rule = generalRule(wing.gear_type)) =>
  itemStatus(wing, { records, rule, today });

describe('itemStatus', () => {
  it('says "none" without a check, never a verdict', () => {
    const s = status([{ ...check('2025-01-01'), kind: 'note' }], '2025-06-01');
    expect(s).toMatchObject({ check: 'none', valid_until: null, repack: null });
    expect(isAirworthy(s)).toBe(false);
  });

  it('is valid until the rule months after the last check, due 30 days before, then overdue', () => {
    const records = [check('2023-01-01'), check('2024-03-15')];
    expect(status(records, '2025-06-01')).toMatchObject({
      check: 'valid',
      valid_until: '2026-03-15',
      rule_source: 'general',
      rule_is_general: true,
    });
    expect(status(records, '2026-02-20').check).toBe('due');
    expect(status(records, '2026-03-15').check).toBe('due');
    expect(status(records, '2026-03-16').check).toBe('overdue');
  });

  it('takes whichever comes first: the record’s own expiry, the months, or the hours', () => {
    expect(
      status([check('2024-01-01', { valid_until: '2025-01-01' })], '2024-06-01').valid_until,
    ).toBe('2025-01-01');
    const flown = (hours: number) =>
      itemStatus(
        { ...wing, flight_hours: hours },
        { records: [check('2025-01-01', { flight_hours: 200 })], rule: uTurn, today: '2025-03-01' },
      );
    expect(flown(300).check).toBe('valid');
    expect(flown(336).check).toBe('due');
    expect(flown(350).check).toBe('overdue');
    expect(flown(350).rule_is_general).toBe(false);
  });

  it('never calls a failed check valid', () => {
    const s = status([check('2025-05-01', { verdict: 'repair_needed' })], '2025-06-01');
    expect(s.check).toBe('overdue');
    expect(isAirworthy(s)).toBe(false);
  });

  it('gives reserves a repack state and flags a lifespan passed', () => {
    const rule: CheckRule = { ...generalRule(reserve.gear_type), lifespan_years: 10 };
    const repack: StatusRecord = { ...check('2024-05-01'), kind: 'repack', verdict: null };
    const s = itemStatus(
      { ...reserve, production_date: '2014-05-01' },
      { records: [repack], rule, today: '2025-06-01' },
    );
    expect(s).toMatchObject({
      repack: 'overdue',
      repack_until: '2025-05-01',
      lifespan_exceeded: true,
    });
    const young = itemStatus(reserve, { records: [], rule, today: '2025-06-01' });
    expect(young).toMatchObject({ repack: 'none', lifespan_exceeded: false });
  });

  it('adds months at the month’s end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});
