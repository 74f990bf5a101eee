// One error body for every failure (docs/api.md): validation errors name each field, 5xx leak nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/errors.ts';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { NOT_A_PATH } from './request-target.ts';

type Issue = { instancePath?: string; message?: string };

function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // `/properties/size` names the field `properties.size`; an issue of the whole body has none.
    const field = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

const PLAIN_ERRORS: Record<string, [number, ErrorBody]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [
    413,
    { code: 'payload_too_large', detail: 'The request body is too large.' },
  ],
  FST_REQ_FILE_TOO_LARGE: [413, { code: 'payload_too_large', detail: 'The file is too large.' }],
  // Too many parts or form fields in one upload: the request is bigger than any valid one.
  FST_PARTS_LIMIT: [413, { code: 'payload_too_large', detail: 'The upload has too many parts.' }],
  FST_FIELDS_LIMIT: [413, { code: 'payload_too_large', detail: 'The upload has too many fields.' }],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    { code: 'unsupported_media_type', detail: 'Unsupported content type.' },
  ],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    { code: 'unsupported_media_type', detail: 'Send the file as multipart/form-data.' },
  ],
};

/**
 * Whether PostgreSQL refused a value (SQLSTATE class 22, data exception: NUL in text, year 0,
 * a number out of range). The contracts should have refused it first, so this is a client's
 * 400, logged as a warning because it shows a contract that missed something.
 */
export function isDataException(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return isDataException(e.cause, depth + 1);
}

export const DATA_EXCEPTION: ErrorBody = {
  detail: 'A value could not be stored: check the text and dates sent.',
  code: 'validation_error',
};

const MALFORMED_UPLOAD =
  /Unexpected end of (multipart|form)|Multipart: Boundary not found|Malformed part header|Part terminated early/;

export const SERVICE_UNAVAILABLE: ErrorBody = {
  detail: 'The service is temporarily unavailable. Please try again in a moment.',
  code: 'service_unavailable',
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a path that is not valid
 * percent-encoding, like `/api/gears/%zz/`) get the same body as everything else. Such a path
 * cannot name any resource, so it is a 404 like any malformed id.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A target the router could not read because it is not a path at all (`HTTP:///api/…`) is
  // refused as every such target is (request-target.ts).
  if (!request.raw.url?.startsWith('/')) return reply.status(400).send(NOT_A_PATH);
  const notFound = error.code === 'FST_ERR_BAD_URL';
  return reply.status(notFound ? 404 : 400).send(
    notFound
      ? ({ detail: 'Not found.', code: 'not_found' } satisfies ErrorBody)
      : ({
          detail: 'The request could not be read.',
          code: 'validation_error',
        } satisfies ErrorBody),
  );
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { detail: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // A malformed id in the path is an unknown resource, not a bad request (docs/api.md).
      if (error.validationContext === 'params') {
        return reply
          .status(404)
          .send({ detail: 'Not found.', code: 'not_found' } satisfies ErrorBody);
      }
      const errors = fieldErrors((error.validation ?? []) as Issue[]);
      return reply.status(400).send({
        detail: 'Some fields are not valid.',
        code: 'validation_error',
        errors,
      } satisfies ErrorBody);
    }
    const plain = error.code ? PLAIN_ERRORS[error.code] : undefined;
    if (plain) return reply.status(plain[0]).send(plain[1]);
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Please wait and try again.', code: 'rate_limited' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON and other client mistakes Fastify detects before our schemas run.
      return reply
        .status(400)
        .send({ detail: 'The request could not be read.', code: 'validation_error' });
    }
    if (MALFORMED_UPLOAD.test(error.message ?? '') && !error.statusCode) {
      // busboy's errors for a cut-off or broken multipart body: the client's fault, not ours.
      return reply
        .status(400)
        .send({ detail: 'The upload could not be read.', code: 'validation_error' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send(SERVICE_UNAVAILABLE);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return reply.status(400).send(DATA_EXCEPTION);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ detail: 'Something went wrong on our side.', code: 'internal_error' });
  });
}
