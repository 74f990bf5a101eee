// The catalogue: gear types, brands, models and their sizes, and the check rules of a model.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const gearTypes = pgTable('gear_types', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  extra_properties: jsonb('extra_properties')
    .notNull()
    .default(sql`'[]'::jsonb`),
  position: integer('position').notNull().default(0),
  created_at: createdAt(),
});

// The model catalogue (issue 15): brands → models (per gear type) → sizes with their certified
// facts. `name_key` is the name without case, accents or extra spaces: "OZONE", "ozone " → Ozone.
export const catalogueBrands = pgTable(
  'catalogue_brands',
  {
    id: id(),
    name: text('name').notNull(),
    name_key: text('name_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_brands_key_uq').on(t.name_key)],
);

export const catalogueModels = pgTable(
  'catalogue_models',
  {
    id: id(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    name_key: text('name_key').notNull(),
    year: integer('year'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('catalogue_models_key_uq').on(t.brand_id, t.gear_type_id, t.name_key),
    index('catalogue_models_type_idx').on(t.gear_type_id, t.name_key),
  ],
);

export const catalogueSizes = pgTable(
  'catalogue_sizes',
  {
    id: id(),
    model_id: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    en_class: text('en_class'),
    weight_min: real('weight_min'),
    weight_max: real('weight_max'),
    flat_area: real('flat_area'),
    glider_weight: real('glider_weight'),
    max_load: real('max_load'),
    pilot_height_min: real('pilot_height_min'),
    pilot_height_max: real('pilot_height_max'),
    source: text('source').notNull(),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_sizes_model_name_uq').on(t.model_id, t.name)],
);

/** The manufacturer's check rule of a catalogue model (months and/or hours, whichever first). */
export const catalogueCheckRules = pgTable('catalogue_check_rules', {
  model_id: uuid('model_id')
    .primaryKey()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  check_months: integer('check_months'),
  check_hours: integer('check_hours'),
  repack_months: integer('repack_months'),
  lifespan_years: integer('lifespan_years'),
  source: text('source').notNull(),
  created_at: createdAt(),
});
