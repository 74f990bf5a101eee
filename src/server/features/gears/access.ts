// Who may change a listing, decided before the body is validated: an unauthorized caller gets
// 401/403/404 and learns nothing from validation errors about a listing that is not theirs.
import type { FastifyRequest } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import type { Db } from '#server/db/client.ts';
import { notFound, permissionDenied } from '#server/lib/http-error.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { canSeeGear, gearWriteRole } from '#server/policies/gear-visibility.ts';
import { markModeration } from './moderation.ts';
import { findGear } from './single-repository.ts';
import { findGearState } from './write-repository.ts';

const noGear = () => notFound('No gear with this id.');

/** A listing as its viewer sees it, or 404: one the viewer may not see does not exist for them. */
export async function visibleGear(db: Db, options: Parameters<typeof findGear>[1]) {
  const gear = await findGear(db, options);
  if (!gear) throw noGear();
  return gear;
}

/**
 * A preValidation hook: 401 without a login, 404 for a malformed or unknown id (or a listing
 * the caller may not even see), 403 for someone else's listing. Staff pass when `staff` is set.
 */
export function gearWriteAccess(db: Db, { staff }: { staff: boolean }) {
  return async (request: FastifyRequest) => {
    const viewer = requireUser(request);
    const parsed = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!parsed.success) throw noGear();
    const gear = await findGearState(db, parsed.data);
    if (!gear) throw noGear();
    const role = gearWriteRole(gear, viewer, { staff });
    if (role === 'owner') return;
    if (role === 'staff') return void markModeration(request);
    // Matches findGear(): a listing the caller cannot see does not exist for them.
    if (!canSeeGear(gear, viewer)) throw noGear();
    throw permissionDenied();
  };
}
