// Favourites (docs/api.md, beyond): a logged-in user's watchlist of gears. GET favourites/ answers
// gear objects (the gears contract), so only the write shapes live here.
import { z } from 'zod';
import { dateTimeSchema, idSchema, pagingQuerySchema } from './common.ts';

/** The body of POST favourites/. */
export const favouriteWriteSchema = z.object({ gear: idSchema });
export type FavouriteWrite = z.infer<typeof favouriteWriteSchema>;

/** The answer of POST favourites/: the saved gear's id and when it was first saved. */
export const favouriteSchema = z.object({ gear: idSchema, created_at: dateTimeSchema });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteParamsSchema = z.object({ gear_id: idSchema });
export const favouriteListQuerySchema = pagingQuerySchema;
