import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

// Placeholder: the rate limits of API.md land with the accounts feature.
export async function rateLimitPlugin(_app: FastifyInstance, _deps: AppDeps) {}
