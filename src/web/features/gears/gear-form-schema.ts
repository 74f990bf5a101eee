// The gear form's schema (the write contract's rules, with the chosen type's properties and the
// terms on top) and the words its errors are shown in.
import type { TFunction } from 'i18next';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { z } from 'zod';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import { gearWriteSchema } from '#shared/contracts/gear-write.ts';
import { parseMoney } from '#shared/money.ts';
import { isBlank, type GearFormValues } from './gear-form-values.ts';

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
