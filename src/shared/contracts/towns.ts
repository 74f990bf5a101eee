// Towns of the gazetteer (docs/api.md, "Where, how and when"): what a listing names and a
// radius search starts from. Ids are GeoNames ids.
import { z } from 'zod';
import { countryCodeSchema, emptyToUndefined, plainText } from './common.ts';

/** A listing's town as read: the name and country it was chosen with. */
export const townSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
});
export type Town = z.infer<typeof townSchema>;

/** A suggestion of GET towns/: the town and where it is. */
export const townSuggestionSchema = townSchema.extend({
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type TownSuggestion = z.infer<typeof townSuggestionSchema>;
export const townSuggestionListSchema = z.array(townSuggestionSchema);

/** GET towns/: what was typed (a name's start), maybe within some countries. */
export const townQuerySchema = z.object({
  q: plainText().trim().min(1, 'Type the start of a town’s name.').max(120),
  country: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(countryCodeSchema).max(20).optional(),
  ),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(20).default(10)),
});
export type TownQuery = z.infer<typeof townQuerySchema>;

/** A listing's town as written: a gazetteer id, or a name within the listing's country. */
export const townWriteSchema = z.union([
  z.number().int().positive(),
  plainText().trim().min(1, 'This field may not be blank.').max(120),
]);
