// Every admin route runs this before its body, params or query are validated: an anonymous
// caller gets 401 and a user without the staff role 403, and neither learns anything from
// validation errors or 404s about rows they may not touch.
import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../plugins/auth.ts';

export async function staffOnly(request: FastifyRequest) {
  requireStaff(request);
}

/** The OpenAPI marker of a route that needs a staff login. */
export const staffSecurity = [{ token: [] }];
