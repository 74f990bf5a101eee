// What every route definition's OpenAPI schema repeats, said once: the failures a route answers
// (all with the one error body of src/shared/errors.ts) and the marker of a route that needs a
// login. `response: { 200: gearSchema, ...errorResponses(400, 401, 404) }`.
import { errorBodySchema } from '#shared/errors.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The statuses a route fails with, each answering the one error body. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** The OpenAPI marker of a route that needs a login (the bearer token). */
export const tokenSecurity = [{ token: [] }];
