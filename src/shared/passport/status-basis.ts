// What an item's status needs of its records and rule, without `today`: the dates a day is
// compared with and the states no day changes (a check that found the gear unfit, the hours flown
// since the last check). The items feature keeps it on the item row on every write that changes
// it (items.status_*, migration 0032), so a list reads it with its rows and `statusOn` gives, for
// any day, exactly what `itemStatus` gives from the records (status-basis.test.ts).
import { z } from 'zod';
import { GENERAL_RULE_SOURCE, isRepacked, type CheckRule } from './check-rule.ts';
import {
  addMonths,
  byDate,
  DUE_SOON_HOURS_SHARE,
  latest,
  lifespanEndOf,
  worse,
  type CheckState,
  type ItemStatus,
  type StatusItem,
  type StatusRecord,
} from './status.ts';

export const statusBasisSchema = z.object({
  /** No check recorded, the last check found the gear unfit, or it holds until `check_until`. */
  check: z.enum(['none', 'unfit', 'dated']),
  /** The earlier of the check's own expiry and the rule's months after it (null: no end). */
  check_until: z.iso.date().nullable(),
  /** What the hours flown since the last check say, whatever the day (null: nothing). */
  check_hours: z.enum(['due', 'overdue']).nullable(),
  /** Reserves only (null for other gear): no repack recorded, or one until `repack_until`. */
  repack: z.enum(['none', 'dated']).nullable(),
  repack_until: z.iso.date().nullable(),
  lifespan_end: z.iso.date().nullable(),
  rule_source: z.string(),
});
export type StatusBasis = z.infer<typeof statusBasisSchema>;

function checkBasis(item: StatusItem, records: StatusRecord[], rule: CheckRule) {
  const last = latest(records, 'check');
  if (!last) return { check: 'none' as const, check_until: null, check_hours: null };
  if (last.verdict === 'not_airworthy' || last.verdict === 'repair_needed')
    return { check: 'unfit' as const, check_until: null, check_hours: null };
  const ends = [
    last.valid_until,
    rule.check_months ? addMonths(last.date, rule.check_months) : null,
  ]
    .filter((d): d is string => d !== null)
    .sort();
  const flown =
    item.flight_hours !== null && last.flight_hours !== null
      ? item.flight_hours - last.flight_hours
      : null;
  const hours =
    !rule.check_hours || flown === null
      ? null
      : flown >= rule.check_hours
        ? ('overdue' as const)
        : flown >= rule.check_hours * DUE_SOON_HOURS_SHARE
          ? ('due' as const)
          : null;
  return { check: 'dated' as const, check_until: ends[0] ?? null, check_hours: hours };
}

function repackBasis(item: StatusItem, records: StatusRecord[], rule: CheckRule) {
  if (!isRepacked(item.gear_type)) return { repack: null, repack_until: null };
  const last = latest(records, 'repack');
  if (!last) return { repack: 'none' as const, repack_until: null };
  const until =
    last.valid_until ?? (rule.repack_months ? addMonths(last.date, rule.repack_months) : null);
  return { repack: 'dated' as const, repack_until: until };
}

/** The item's status basis under `rule` (records in any order, as `itemStatus` reads them). */
export function statusBasis(
  item: StatusItem,
  { records, rule }: { records: StatusRecord[]; rule: CheckRule },
): StatusBasis {
  return {
    ...checkBasis(item, records, rule),
    ...repackBasis(item, records, rule),
    lifespan_end: lifespanEndOf(item, rule),
    rule_source: rule.source,
  };
}

const checkOn = (b: StatusBasis, today: string) => {
  if (b.check === 'none') return { check: 'none' as const, valid_until: null };
  if (b.check === 'unfit') return { check: 'overdue' as const, valid_until: null };
  let state: CheckState = b.check_until ? byDate(b.check_until, today) : 'valid';
  if (b.check_hours === 'overdue') state = 'overdue';
  else if (b.check_hours === 'due') state = worse(state, 'due');
  return { check: state, valid_until: b.check_until };
};

const repackOn = (b: StatusBasis, today: string): Pick<ItemStatus, 'repack' | 'repack_until'> =>
  b.repack === null
    ? { repack: null, repack_until: null }
    : b.repack === 'none'
      ? { repack: 'none', repack_until: null }
      : {
          repack: b.repack_until ? byDate(b.repack_until, today) : 'valid',
          repack_until: b.repack_until,
        };

/** The status on `today` (YYYY-MM-DD) of an item with this basis: `itemStatus`'s answer. */
export const statusOn = (b: StatusBasis, today: string): ItemStatus => ({
  ...checkOn(b, today),
  ...repackOn(b, today),
  lifespan_exceeded: b.lifespan_end !== null && today > b.lifespan_end,
  rule_source: b.rule_source,
  rule_is_general: b.rule_source === GENERAL_RULE_SOURCE,
});
