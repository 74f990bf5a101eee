// The gear form's values, their schema (the write contract's rules) and the conversion to the API body.
import type { TFunction } from 'i18next';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { z } from 'zod';
import type { Currency, GearCondition, GearStatus, PriceType } from '#shared/constants.ts';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import type { Town } from '#shared/contracts/towns.ts';
import { gearWriteSchema, type Gear, type GearWriteInput } from '#shared/contracts/gears.ts';
import { moneyOrNull, parseMoney } from '#shared/money.ts';

export type PropertyInput = string | boolean;

export type GearFormValues = {
  gear_type: string;
  name: string;
  brand: string;
  model: string;
  price: string;
  currency: Currency;
  price_type: PriceType;
  /** The final price, given when marking it sold ('' for none). */
  sold_price: string;
  description: string;
  status: GearStatus;
  properties: Record<string, PropertyInput>;
  /** The catalogue size picked ('' for free text). */
  catalogue_size: string;
  /** '' when the seller does not say. */
  condition: GearCondition | '';
  pickup: boolean;
  shipping: boolean;
  test_flight: boolean;
  /** The town chosen from the gazetteer's suggestions, or null. */
  town: Town | null;
  terms: boolean;
  /** The seller's item (gear passport) the listing offers, '' for none: its records follow. */
  item: string;
};

export const emptyGearForm: GearFormValues = {
  gear_type: '',
  name: '',
  brand: '',
  model: '',
  price: '',
  currency: 'EUR',
  price_type: 'fixed',
  sold_price: '',
  description: '',
  status: 'active',
  properties: {},
  catalogue_size: '',
  condition: '',
  pickup: false,
  shipping: false,
  test_flight: false,
  town: null,
  terms: false,
  item: '',
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
    price_type: gear.price_type,
    sold_price: gear.sold_price == null ? '' : String(gear.sold_price),
    description: gear.description,
    // A reservation is kept by an edit (it is changed from the conversation).
    status: gear.status === 'reserved' ? 'active' : gear.status,
    properties,
    catalogue_size: gear.catalogue_size ?? '',
    condition: gear.condition ?? '',
    pickup: gear.pickup,
    shipping: gear.shipping,
    test_flight: gear.test_flight,
    town: gear.town,
    terms: true,
    item: gear.item ?? '',
  };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One extra property as typed: required ones filled in, numbers numeric (booleans always pass). */
function propertyInput(property: ExtraProperty) {
  let schema: z.ZodType = z.unknown();
  if (property.type === 'boolean') return schema;
  if (property.required) schema = schema.refine((v) => !isBlank(v), { abort: true });
  if (property.type === 'number')
    schema = schema.refine((v) => isBlank(v) || Number.isFinite(Number(v)));
  return schema;
}

/**
 * The form's values checked by the write contract (its 2-decimal price rule too), with the chosen
 * type's properties and the terms on top; `gear_type` must name a known type.
 */
export function gearFormSchema(type: GearType | undefined) {
  const write = gearWriteSchema.shape;
  const properties = (type?.extra_properties ?? []).map((p) => [p.name, propertyInput(p)]);
  return z.object({
    gear_type: z.string().refine(() => type !== undefined),
    name: write.name,
    brand: write.brand,
    model: write.model,
    // As typed in the page's language ("1 500", "1500,50"): src/shared/money.ts.
    price: z
      .string()
      .trim()
      .min(1)
      .transform((text, ctx) => {
        const parsed = parseMoney(text);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      })
      .pipe(write.price),
    currency: write.currency,
    price_type: write.price_type,
    sold_price: z.union([z.literal(''), z.string().trim().transform(Number).pipe(write.price)]),
    description: write.description,
    status: write.status,
    properties: z.object(Object.fromEntries(properties)),
    catalogue_size: z.string(),
    condition: z.string(),
    pickup: z.boolean(),
    shipping: z.boolean(),
    test_flight: z.boolean(),
    town: z.unknown(),
    terms: z.literal(true),
    item: z.string(),
  });
}

type Labels = { field: (name: string) => string; property: (name: string) => string };

/**
 * The fixed words: a missing category reads 'Please choose category!', any other
 * empty field 'The field "{field}" is empty!' with the field's label.
 */
export function gearFormErrorText(t: TFunction, labels: Labels) {
  return (path: string, error: unknown, values: GearFormValues): string => {
    if (path === 'gear_type') return t('listing.errors.category');
    // A control character or a date out of range, in the shared rule's words.
    const rule = ruleMessage(t, (error as { message?: string } | undefined)?.message);
    if (rule) return rule;
    if (path === 'terms') return t('listing.errors.terms');
    const [head, name = ''] = path.split('.') as [keyof GearFormValues, string?];
    const property = head === 'properties';
    const value = property ? values.properties[name] : values[head];
    const label = property ? labels.property(name) : labels.field(head);
    if (isBlank(value)) return t('listing.errors.empty', { field: label });
    if (head === 'price' || head === 'sold_price') return t('listing.errors.price');
    return property ? t('listing.errors.number') : t('listing.errors.empty', { field: label });
  };
}

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
