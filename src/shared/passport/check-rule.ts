// A model's check rule (docs/api-beyond.md, "Gear passport"): the manufacturer's where the
// catalogue has one, else a general rule that says so (`source: "general"`), never passed off as
// the manufacturer's.
import { z } from 'zod';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';

export const checkRuleSchema = z.object({
  check_months: z.number().int().nullable(),
  check_hours: z.number().int().nullable(),
  repack_months: z.number().int().nullable(),
  lifespan_years: z.number().int().nullable(),
  /** A URL or who stated it; `general` for the general rule. */
  source: z.string(),
});
export type CheckRule = z.infer<typeof checkRuleSchema>;

export const GENERAL_RULE_SOURCE = 'general';

const none: CheckRule = {
  check_months: null,
  check_hours: null,
  repack_months: null,
  lifespan_years: null,
  source: GENERAL_RULE_SOURCE,
};

// Common practice where the maker says nothing: a wing is checked every 2 years or 100 hours,
// a reserve repacked every 12 months. Other gear has no general rule.
const GENERAL_RULES: Partial<Record<string, CheckRule>> = {
  [GEAR_TYPE_IDS.wing]: { ...none, check_months: 24, check_hours: 100 },
  [GEAR_TYPE_IDS.reserve]: { ...none, repack_months: 12 },
};

/** The general rule of a gear type (all null for types without one). */
export const generalRule = (gearTypeId: string): CheckRule => GENERAL_RULES[gearTypeId] ?? none;

/** Whether the gear type is repacked (its status carries `repack`). */
export const isRepacked = (gearTypeId: string) => gearTypeId === GEAR_TYPE_IDS.reserve;
