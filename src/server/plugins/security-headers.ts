import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

// Placeholder: helmet headers and CSP land with the hardening issue.
export async function securityHeadersPlugin(_app: FastifyInstance, _deps: AppDeps) {}
