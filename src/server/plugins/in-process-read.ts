// The API reads this server makes of itself: the server renderer's (features/ssr/renderer.ts), each
// through `inject` as the visitor, so that the route, its limits and the response cache decide
// as for any read. Their answers are read in the process and never sent to a browser, so the
// hooks that only protect a browser (security-headers.ts) leave them alone. Told by a header
// whose value only this process knows: a client cannot claim to be one.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-air-gear-in-process';
const SECRET = randomBytes(18).toString('base64url');

/** The header an in-process read carries. */
export const IN_PROCESS_READ = { [HEADER]: SECRET };

export const isInProcessRead = (request: FastifyRequest) => request.headers[HEADER] === SECRET;
