// Account security (docs/api.md "Accounts and sessions", the beyond rows; docs/api-beyond.md):
// e-mail verification, password reset and change, account deletion and data export.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { accountDataRoutes } from './account-data-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { verifyRoutes } from './verify-routes.ts';

export type Later = (work: () => Promise<unknown>) => void;

export async function accountSecurityRoutes(app: FastifyInstance, deps: AppDeps) {
  // Work that runs after the answer was sent (queueing a password reset mail). Closing the app
  // waits for it, so tests never close the database under it.
  const pending = new Set<Promise<unknown>>();
  const later: Later = (work) => {
    const run = work()
      .catch((err: unknown) => app.log.error({ err }, 'background work failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  await verifyRoutes(app, deps);
  await passwordRoutes(app, deps, later);
  await accountDataRoutes(app, deps);
}
