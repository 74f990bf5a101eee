// The gear form's values turned into the API's write body: numbers and trimmed text, only the
// chosen type's properties, and the status and sold price only where the form decides them.
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import type { GearWriteInput } from '#shared/contracts/gear-write.ts';
import { moneyOrNull } from '#shared/money.ts';
import { isBlank, type GearFormValues, type PropertyInput } from './gear-form-values.ts';

function toValue(
  property: ExtraProperty,
  value: PropertyInput | undefined,
): string | number | boolean | undefined {
  if (property.type === 'boolean') return Boolean(value);
  if (isBlank(value)) return undefined;
  return property.type === 'number' ? Number(value) : String(value).trim();
}

/**
 * The write body: only the chosen type's properties, optional empty ones left out. `status`:
 * the edit form's choice (`true`), a new listing's `draft` (published after the photo step), or
 * none.
 */
export function formToBody(
  values: GearFormValues,
  type: GearType,
  withStatus: boolean | 'draft',
): GearWriteInput {
  const properties: Record<string, string | number | boolean> = {};
  for (const property of type.extra_properties) {
    const value = toValue(property, values.properties[property.name]);
    if (value !== undefined) properties[property.name] = value;
  }
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    model: values.model.trim(),
    price: moneyOrNull(values.price) ?? Number.NaN,
    currency: values.currency,
    price_type: values.price_type,
    gear_type: values.gear_type,
    properties,
    description: values.description.trim(),
    catalogue_size: values.catalogue_size || null,
    condition: values.condition || null,
    pickup: values.pickup,
    shipping: values.shipping,
    test_flight: values.test_flight,
    town: values.town?.id ?? null,
    // Only when there is one: an edit never unlinks the passport by leaving it out.
    ...(values.item ? { item: values.item } : {}),
    ...(withStatus === 'draft' ? { status: 'draft' as const } : {}),
    ...(withStatus === true ? { status: values.status } : {}),
    ...(withStatus === true && values.status === 'sold' && values.sold_price !== ''
      ? { sold_price: Number(values.sold_price) }
      : {}),
  };
}
