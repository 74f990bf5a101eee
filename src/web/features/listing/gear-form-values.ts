// The gear form's values, the spec's client checks (section 5) and the conversion to the API body.
import type { TFunction } from 'i18next';
import type { Currency, GearStatus } from '#shared/constants.ts';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import type { Gear, GearWriteInput } from '#shared/contracts/gears.ts';

export type PropertyInput = string | boolean;

export type GearFormValues = {
  gear_type: string;
  name: string;
  brand: string;
  model: string;
  price: string;
  currency: Currency;
  description: string;
  status: GearStatus;
  properties: Record<string, PropertyInput>;
  terms: boolean;
};

export const CORE_FIELDS = ['name', 'brand', 'model', 'price', 'currency'] as const;

export const emptyGearForm: GearFormValues = {
  gear_type: '',
  name: '',
  brand: '',
  model: '',
  price: '',
  currency: 'EUR',
  description: '',
  status: 'active',
  properties: {},
  terms: false,
};

/** Prefills the edit form; the seller already accepted the terms when listing it. */
export function gearToForm(gear: Gear): GearFormValues {
  const properties = Object.fromEntries(
    Object.entries(gear.properties).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]),
  );
  return {
    gear_type: gear.gear_type,
    name: gear.name,
    brand: gear.brand,
    model: gear.model,
    price: String(gear.price),
    currency: gear.currency,
    description: gear.description,
    status: gear.status,
    properties,
    terms: true,
  };
}

const isBlank = (value: PropertyInput | undefined) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

type Labels = { field: (name: string) => string; property: (name: string) => string };

/**
 * Errors by field path (`price`, `properties.size`): a missing category reads 'Please choose category!',
 * any other empty field 'The field "{field}" is empty!' with the field's label (spec section 5).
 */
export function validateGearForm(
  values: GearFormValues,
  type: GearType | undefined,
  t: TFunction,
  labels: Labels,
) {
  const errors: Record<string, string> = {};
  const empty = (path: string, label: string) =>
    (errors[path] = t('listing.errors.empty', { field: label }));
  if (!values.gear_type || !type) errors.gear_type = t('listing.errors.category');
  for (const field of CORE_FIELDS) if (isBlank(values[field])) empty(field, labels.field(field));
  if (!errors.price) {
    const price = Number(values.price);
    // The API takes at most 2 decimals; compare with a tolerance (0.29 * 100 is not 29 in floats).
    if (
      !Number.isFinite(price) ||
      price < 0 ||
      Math.abs(Math.round(price * 100) - price * 100) > 1e-6
    ) {
      errors.price = t('listing.errors.price');
    }
  }
  for (const property of type?.extra_properties ?? []) {
    const value = values.properties[property.name];
    if (property.required && property.type !== 'boolean' && isBlank(value)) {
      empty(`properties.${property.name}`, labels.property(property.name));
    } else if (property.type === 'number' && !isBlank(value) && !Number.isFinite(Number(value))) {
      errors[`properties.${property.name}`] = t('listing.errors.number');
    }
  }
  if (!values.terms) errors.terms = t('listing.errors.terms');
  return errors;
}

function toValue(
  property: ExtraProperty,
  value: PropertyInput | undefined,
): string | number | boolean | undefined {
  if (property.type === 'boolean') return Boolean(value);
  if (isBlank(value)) return undefined;
  return property.type === 'number' ? Number(value) : String(value).trim();
}

/** The write body: only the chosen type's properties, optional empty ones left out. */
export function formToBody(
  values: GearFormValues,
  type: GearType,
  withStatus: boolean,
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
    price: Number(values.price),
    currency: values.currency,
    gear_type: values.gear_type,
    properties,
    description: values.description.trim(),
    ...(withStatus ? { status: values.status } : {}),
  };
}
