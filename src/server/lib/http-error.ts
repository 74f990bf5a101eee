import { ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';

/** The one way a handler fails on purpose; the error handler turns it into docs/api.md's error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options: {
      errors?: Record<string, string[]>;
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const notFound = (detail = 'Not found.') => new HttpError('not_found', detail);
export const authenticationRequired = () =>
  new HttpError('authentication_required', 'Authentication credentials were not provided.');
export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError('permission_denied', detail);
export const validationError = (
  errors: Record<string, string[]>,
  detail = 'Some fields are not valid.',
) => new HttpError('validation_error', detail, { errors });
