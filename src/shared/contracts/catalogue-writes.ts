// Bodies of the staff writes to the reference data: certifiers and gear types (admin issue).
import { z } from 'zod';
import { APP_ROUTES } from '#shared/routes.ts';
import { longText, plainText } from './common.ts';
import { extraPropertySchema } from './gear-types.ts';
import { phoneSchema } from './user-fields.ts';

const optionalText = (max: number) => plainText().max(max).default('');
const optionalLongText = (max: number) => longText().max(max).default('');

/** POST certifiers/ and PUT certifiers/{id}/: the Certifier fields without the id. */
export const certifierWriteSchema = z.object({
  name: plainText().min(1).max(120),
  website: optionalText(200),
  phone_number: phoneSchema.default(''),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address.')
    .default(''),
  address: optionalLongText(500),
});
export type CertifierWrite = z.output<typeof certifierWriteSchema>;
export type CertifierWriteInput = z.input<typeof certifierWriteSchema>;

/**
 * Category pages live at /{slug}, after every fixed route: a slug equal to a route's first
 * segment (or a server prefix) would never be reachable, so those are refused.
 */
export const RESERVED_SLUGS = new Set([
  ...APP_ROUTES.map((r) => r.path.split('/')[1]!).filter(Boolean),
  'api',
  'media',
  'locales',
  'assets',
]);

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((s) => !RESERVED_SLUGS.has(s), 'This address is used by another page.');

/** Property names are keys of stored listings and of the translation files. */
export const PROPERTY_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * One extra property as staff write it. `renamed_from` (write only) names the property it
 * replaces: the listings' stored values move to the new name in the same transaction.
 */
export const extraPropertyWriteSchema = extraPropertySchema
  .extend({
    name: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(PROPERTY_NAME_PATTERN, 'Use lowercase letters, digits and _, starting with a letter.'),
    options: z.array(plainText().min(1).max(60)).max(60).optional(),
    unit: plainText().max(20).optional(),
    renamed_from: plainText().min(1).max(60).optional(),
  })
  .refine((p) => p.type !== 'select' || (p.options?.length ?? 0) > 0, {
    path: ['options'],
    message: 'A choice list needs at least one option.',
  })
  .refine((p) => new Set(p.options ?? []).size === (p.options ?? []).length, {
    path: ['options'],
    message: 'Each option may appear only once.',
  });
export type ExtraPropertyWrite = z.output<typeof extraPropertyWriteSchema>;

const extraPropertiesSchema = z
  .array(extraPropertyWriteSchema)
  .max(30)
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, {
    message: 'Each property name may appear only once.',
  });

/** PUT gear-types/{id}/: the slug is fixed once created (links to the category page). */
export const gearTypeUpdateSchema = z.object({
  name: plainText().min(1).max(80),
  description: optionalLongText(500),
  extra_properties: extraPropertiesSchema,
});
export type GearTypeUpdate = z.output<typeof gearTypeUpdateSchema>;

/** POST gear-types/. */
export const gearTypeCreateSchema = gearTypeUpdateSchema.extend({ slug: slugSchema });
export type GearTypeCreate = z.output<typeof gearTypeCreateSchema>;
export type GearTypeCreateInput = z.input<typeof gearTypeCreateSchema>;
