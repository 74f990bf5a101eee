import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { registerRoutes } from './register-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';

/** Accounts and sessions of docs/api.md: register, log in and out, profiles. */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  await registerRoutes(app, deps);
  await tokenRoutes(app, deps);
  await userRoutes(app, deps);
}
