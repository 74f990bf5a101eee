// An item's airworthiness, computed from its records and its check rule alone (no database, no
// clock of its own: `today` is given), so the list, the passport, the reminder sweep and the
// page agree. Without a check record the answer is "none", never a guess.
import { z } from 'zod';
import { GENERAL_RULE_SOURCE, isRepacked, type CheckRule } from './check-rule.ts';

export const CHECK_STATES = ['valid', 'due', 'overdue', 'none'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

export const itemStatusSchema = z.object({
  check: z.enum(CHECK_STATES),
  valid_until: z.iso.date().nullable(),
  /** Reserves only (null for other gear). */
  repack: z.enum(CHECK_STATES).nullable(),
  repack_until: z.iso.date().nullable(),
  lifespan_exceeded: z.boolean(),
  rule_source: z.string(),
  rule_is_general: z.boolean(),
});
export type ItemStatus = z.infer<typeof itemStatusSchema>;

/** What the status reads of a record. */
export type StatusRecord = {
  kind: 'check' | 'repack' | 'repair' | 'note';
  date: string;
  valid_until: string | null;
  flight_hours: number | null;
  verdict: 'airworthy' | 'not_airworthy' | 'repair_needed' | null;
};
export type StatusItem = {
  gear_type: string;
  production_date: string | null;
  flight_hours: number | null;
};

/** A check or repack counts as due this many days before its end. */
export const DUE_SOON_DAYS = 30;
/** ...or once this share of the hours between checks is flown. */
export const DUE_SOON_HOURS_SHARE = 0.9;

/** `date` plus whole months, clamped to the month's end (2024-01-31 + 1 month = 2024-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const latest = (records: StatusRecord[], kind: StatusRecord['kind']) =>
  records
    .filter((r) => r.kind === kind)
    .reduce<StatusRecord | null>((a, r) => (a === null || r.date > a.date ? r : a), null);

export const byDate = (until: string, today: string): CheckState =>
  today > until ? 'overdue' : today >= addDays(until, -DUE_SOON_DAYS) ? 'due' : 'valid';

export const worse = (a: CheckState, b: CheckState): CheckState => {
  const order: CheckState[] = ['valid', 'due', 'overdue'];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
};

type Input = { item: StatusItem; records: StatusRecord[]; rule: CheckRule; today: string };

function checkState({ item, records, rule, today }: Input) {
  const last = latest(records, 'check');
  if (!last) return { check: 'none' as const, valid_until: null };
  // A check that found the gear unfit leaves it needing another: never "valid".
  if (last.verdict === 'not_airworthy' || last.verdict === 'repair_needed')
    return { check: 'overdue' as const, valid_until: null };
  const dates = [
    last.valid_until,
    rule.check_months ? addMonths(last.date, rule.check_months) : null,
  ]
    .filter((d): d is string => d !== null)
    .sort();
  const validUntil = dates[0] ?? null;
  let state: CheckState = validUntil ? byDate(validUntil, today) : 'valid';
  const flown =
    item.flight_hours !== null && last.flight_hours !== null
      ? item.flight_hours - last.flight_hours
      : null;
  if (rule.check_hours && flown !== null) {
    if (flown >= rule.check_hours) state = 'overdue';
    else if (flown >= rule.check_hours * DUE_SOON_HOURS_SHARE) state = worse(state, 'due');
  }
  return { check: state, valid_until: validUntil };
}

function repackState({ item, records, rule, today }: Input) {
  if (!isRepacked(item.gear_type)) return { repack: null, repack_until: null };
  const last = latest(records, 'repack');
  if (!last) return { repack: 'none' as const, repack_until: null };
  const until =
    last.valid_until ?? (rule.repack_months ? addMonths(last.date, rule.repack_months) : null);
  return { repack: until ? byDate(until, today) : ('valid' as const), repack_until: until };
}

export const lifespanEndOf = (item: StatusItem, rule: CheckRule) =>
  rule.lifespan_years && item.production_date
    ? addMonths(item.production_date, rule.lifespan_years * 12)
    : null;

/** The item's status on `today` (YYYY-MM-DD) under `rule`. */
export function itemStatus(
  item: StatusItem,
  { records, rule, today }: { records: StatusRecord[]; rule: CheckRule; today: string },
): ItemStatus {
  const input = { item, records, rule, today };
  const lifespanEnd = lifespanEndOf(item, rule);
  return {
    ...checkState(input),
    ...repackState(input),
    lifespan_exceeded: lifespanEnd !== null && today > lifespanEnd,
    rule_source: rule.source,
    rule_is_general: rule.source === GENERAL_RULE_SOURCE,
  };
}

/** The `airworthy=true` filter: a valid (or soon due) check and no repack overdue or missing. */
export const isAirworthy = (s: ItemStatus) =>
  (s.check === 'valid' || s.check === 'due') &&
  (s.repack === null || s.repack === 'valid' || s.repack === 'due') &&
  !s.lifespan_exceeded;

/** No end: an airworthy item whose check, repack and lifespan name no date. */
export const AIRWORTHY_FOREVER = '9999-12-31';

/**
 * The last day `isAirworthy` holds for the item, nothing else being recorded meanwhile (what the
 * database keeps so the airworthy=true filter is a date comparison), or null if it does not today.
 */
export function airworthyUntil(
  item: StatusItem,
  input: { records: StatusRecord[]; rule: CheckRule; today: string },
): string | null {
  const status = itemStatus(item, input);
  if (!isAirworthy(status)) return null;
  const ends = [status.valid_until, status.repack_until, lifespanEndOf(item, input.rule)];
  return ends.filter((d): d is string => d !== null).sort()[0] ?? AIRWORTHY_FOREVER;
}
