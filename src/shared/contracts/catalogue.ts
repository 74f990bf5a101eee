// The model catalogue (docs/api-beyond.md, "Model catalogue and fit"): brands → models (per gear
// type) → sizes with their certified facts. Shared by the API, the CSV import and the web forms.
import { z } from 'zod';
import { EN_CLASSES } from '#shared/constants.ts';
import { emptyToUndefined, idSchema, plainText } from './common.ts';

export { EN_CLASSES, nameKey, TAKEOFF_WEIGHT_MAX, type EnClass } from '#shared/constants.ts';

/** Where a size's numbers come from: the maker's page (a URL), or who stated them. */
export const SOURCE_WORDS = ['manufacturer', 'seller', 'demo'] as const;
export const sourceSchema = plainText()
  .min(1, 'Say where the numbers come from.')
  .max(500)
  .refine(
    (v) => (SOURCE_WORDS as readonly string[]).includes(v) || /^https?:\/\/\S+$/.test(v),
    'Use a http(s) URL, "manufacturer", "seller" or "demo".',
  );

export const catalogueBrandSchema = z.object({ id: idSchema, name: z.string() });
export type CatalogueBrand = z.infer<typeof catalogueBrandSchema>;

export const catalogueModelSchema = z.object({
  id: idSchema,
  brand: idSchema,
  brand_name: z.string(),
  name: z.string(),
  gear_type: idSchema,
  year: z.number().int().nullable(),
});
export type CatalogueModel = z.infer<typeof catalogueModelSchema>;

const measure = z.number().nullable();
export const catalogueSizeSchema = z.object({
  id: idSchema,
  model: idSchema,
  name: z.string(),
  en_class: z.enum(EN_CLASSES).nullable(),
  weight_min: measure,
  weight_max: measure,
  flat_area: measure,
  glider_weight: measure,
  max_load: measure,
  pilot_height_min: measure,
  pilot_height_max: measure,
  source: z.string(),
});
export type CatalogueSize = z.infer<typeof catalogueSizeSchema>;

export const catalogueModelDetailSchema = catalogueModelSchema.extend({
  sizes: z.array(catalogueSizeSchema),
});
export type CatalogueModelDetail = z.infer<typeof catalogueModelDetailSchema>;

const optionalId = z.preprocess(emptyToUndefined, idSchema.optional());
const optionalQ = z.preprocess(emptyToUndefined, plainText().max(120).optional());
export const brandQuerySchema = z.object({ q: optionalQ, gear_type: optionalId });
export const modelQuerySchema = z.object({
  q: optionalQ,
  gear_type: optionalId,
  brand: optionalId,
});

const name = plainText().min(1, 'This field may not be blank.').max(120);
export const brandWriteSchema = z.object({ name });
export const modelWriteSchema = z.object({
  brand: idSchema,
  gear_type: idSchema,
  name,
  year: z.number().int().min(1970).max(2100).nullable().default(null),
});
const kg = z.number().positive().max(1000).nullable().default(null);
export const sizeWriteSchema = z
  .object({
    model: idSchema,
    name: plainText().min(1, 'This field may not be blank.').max(40),
    en_class: z.enum(EN_CLASSES).nullable().default(null),
    weight_min: kg,
    weight_max: kg,
    flat_area: z.number().positive().max(100).nullable().default(null),
    glider_weight: z.number().positive().max(100).nullable().default(null),
    max_load: kg,
    pilot_height_min: z.number().positive().max(250).nullable().default(null),
    pilot_height_max: z.number().positive().max(250).nullable().default(null),
    source: sourceSchema,
  })
  .refine((s) => s.weight_min === null || s.weight_max === null || s.weight_min <= s.weight_max, {
    path: ['weight_max'],
    message: 'The maximum weight may not be below the minimum.',
  });
export type SizeWrite = z.infer<typeof sizeWriteSchema>;

/** A listing's brand and model the catalogue does not know yet (staff add them). */
export const unknownModelSchema = z.object({
  gear_type: idSchema,
  brand: z.string(),
  model: z.string(),
  listings: z.number().int(),
});

/** POST catalogue/import/: the CSV text (docs/catalogue-csv.md). */
export const catalogueImportSchema = z.object({ csv: z.string().min(1).max(1_000_000) });
export const catalogueImportResultSchema = z.object({
  sizes: z.number().int(),
  models: z.number().int(),
  brands: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;
