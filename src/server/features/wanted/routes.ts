import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';

// Placeholder: filled in by the feature's own change.
export async function wantedRoutes(_app: FastifyInstance, _deps: AppDeps) {}
