// The add form's values kept in the browser (localStorage) as they are typed, so a visitor who
// must log in first, or a seller whose tab closes, finds the listing again on /addgear. Cleared
// once the listing is saved.
import { CURRENCIES, GEAR_CONDITIONS, GEAR_STATUSES } from '#shared/constants.ts';
import { emptyGearForm, type GearFormValues } from './gear-form-values.ts';

const KEY = 'airgear.listingDraft';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What was kept, each field checked (a value from an older version of the form is dropped). */
export function loadListingDraft(): GearFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const draft: GearFormValues = { ...emptyGearForm, properties: {} };
  for (const key of ['gear_type', 'name', 'brand', 'model', 'price', 'description'] as const)
    if (typeof stored[key] === 'string') draft[key] = stored[key];
  if (typeof stored.catalogue_size === 'string') draft.catalogue_size = stored.catalogue_size;
  const currency = CURRENCIES.find((c) => c === stored.currency);
  if (currency) draft.currency = currency;
  const status = GEAR_STATUSES.find((s) => s === stored.status);
  if (status) draft.status = status;
  if (isRecord(stored.properties))
    for (const [name, value] of Object.entries(stored.properties))
      if (typeof value === 'string' || typeof value === 'boolean') draft.properties[name] = value;
  const condition = GEAR_CONDITIONS.find((c) => c === stored.condition);
  if (condition) draft.condition = condition;
  for (const key of ['pickup', 'shipping', 'test_flight', 'terms'] as const)
    draft[key] = stored[key] === true;
  return draft;
}

export function saveListingDraft(values: Partial<GearFormValues>) {
  try {
    localStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, only unsaved.
  }
}

export function clearListingDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
