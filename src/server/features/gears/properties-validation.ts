// A listing's `properties` are checked against its gear type's extra_properties (docs/api.md): the
// type, not the client, decides which names exist, which are required and what a value may be.
// Pure (no database), so it is unit-tested on its own.
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_RANGE_MESSAGE,
  hasNoControls,
  isDateInRange,
} from '#shared/contracts/common.ts';
import type { ExtraProperty } from '#shared/contracts/gear-types.ts';

export type PropertyValue = string | number | boolean;
type Checked = { properties: Record<string, PropertyValue>; errors: Record<string, string[]> };

const TEXT_PROPERTY_MAX = 200;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function isCalendarDate(value: string) {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The stored value, or the reason the value does not fit the declared type. */
function checkValue(
  spec: ExtraProperty,
  value: unknown,
): { value: PropertyValue } | { error: string } {
  switch (spec.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value }
        : { error: 'Enter a number.' };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: 'Enter true or false.' };
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value))
        return { error: 'Enter a date as YYYY-MM-DD.' };
      return isDateInRange(value) ? { value } : { error: DATE_RANGE_MESSAGE };
    case 'select':
      return typeof value === 'string' && (spec.options ?? []).includes(value)
        ? { value }
        : { error: `Choose one of: ${(spec.options ?? []).join(', ')}.` };
    case 'text': {
      if (typeof value !== 'string') return { error: 'Enter text.' };
      const text = value.trim();
      // Stored in jsonb, which refuses NUL: the same one-line rule as every text field.
      if (!hasNoControls(text)) return { error: CONTROL_CHARACTERS_MESSAGE };
      return text.length <= TEXT_PROPERTY_MAX
        ? { value: text }
        : { error: `Use at most ${TEXT_PROPERTY_MAX} characters.` };
    }
  }
}

/**
 * Errors are keyed `properties.<name>` like the schema's own field errors. An optional property
 * sent empty (null or "") is dropped, so a form can clear it; a required one must be non-empty.
 */
export function checkProperties(specs: ExtraProperty[], input: Record<string, unknown>): Checked {
  const properties: Record<string, PropertyValue> = {};
  const errors: Record<string, string[]> = {};
  const known = new Map(specs.map((spec) => [spec.name, spec]));
  for (const name of Object.keys(input)) {
    if (!known.has(name)) errors[`properties.${name}`] = ['Unknown property for this gear type.'];
  }
  for (const spec of specs) {
    const value = input[spec.name];
    if (isBlank(value)) {
      if (spec.required) errors[`properties.${spec.name}`] = ['This field is required.'];
      continue;
    }
    const checked = checkValue(spec, value);
    if ('error' in checked) errors[`properties.${spec.name}`] = [checked.error];
    else properties[spec.name] = checked.value;
  }
  return { properties, errors };
}
