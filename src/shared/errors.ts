import { z } from 'zod';

/** The closed list of machine codes of docs/api.md; every error body carries one. */
export const ERROR_CODES = [
  'validation_error',
  'authentication_required',
  'invalid_credentials',
  'permission_denied',
  'not_found',
  'username_taken',
  'email_taken',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_pictures',
  'rate_limited',
  'invalid_token',
  // A write the current state of other rows forbids (a certifier still named on certificates,
  // a gear type slug already in use): 409 with a message that says why.
  'conflict',
  // A second report of the same listing by the same user (409; docs/api-beyond.md).
  'already_reported',
  // A serial number another user's item already has (brand + model + serial): 409, reportable.
  'serial_taken',
  'internal_error',
  // The database is unreachable, so the request could not be served; the client may retry
  // (503 with Retry-After). Never a bug of the request or the code.
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The status each code answers with, so server and client agree. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  too_many_pictures: 400,
  invalid_token: 400,
  authentication_required: 401,
  invalid_credentials: 401,
  permission_denied: 403,
  not_found: 404,
  username_taken: 409,
  email_taken: 409,
  already_reported: 409,
  serial_taken: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};
