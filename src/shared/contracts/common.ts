import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

/** Every entity id is a UUID string (docs/api.md). */
export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date();
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Query strings arrive as text: empty means "not given" (spec: filters from non-empty entries). */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const pagingQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  page_size: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  ),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** Two-letter ISO 3166-1 alpha-2 country code, or empty. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code.');

// A missing field reads "This field is required." everywhere (server errors and web forms).
z.config({
  customError: (issue) => (issue.input === undefined ? 'This field is required.' : undefined),
});
