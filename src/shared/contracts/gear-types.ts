import { z } from 'zod';
import { idSchema } from './common.ts';

export const PROPERTY_TYPES = ['text', 'number', 'boolean', 'select', 'date'] as const;

/** One category-specific field of a gear type (name, type, required). */
export const extraPropertySchema = z.object({
  name: z.string().min(1).max(60),
  type: z.enum(PROPERTY_TYPES),
  required: z.boolean(),
  /** A select's choices; a text property's suggestions (e.g. sizes), any text being valid. */
  options: z.array(z.string().min(1)).optional(),
  unit: z.string().max(20).optional(),
});
export type ExtraProperty = z.infer<typeof extraPropertySchema>;

export const gearTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  extra_properties: z.array(extraPropertySchema),
});
export type GearType = z.infer<typeof gearTypeSchema>;
export const gearTypeListSchema = z.array(gearTypeSchema);
