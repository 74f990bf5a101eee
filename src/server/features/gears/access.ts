// Who may change a listing, decided before the body is validated: an unauthorized caller gets
// 401/403/404 and learns nothing from validation errors about a listing that is not theirs.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { idSchema } from '#shared/contracts/common.ts';
import type { Db } from '../../db/client.ts';
import { gears } from '../../db/schema.ts';
import { notFound, permissionDenied } from '../../lib/http-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { markModeration } from './moderation.ts';

const noGear = () => notFound('No gear with this id.');

/**
 * A preValidation hook: 401 without a login, 404 for a malformed or unknown id (or a listing
 * the caller may not even see), 403 for someone else's listing. Staff pass when `staff` is set.
 */
export function gearWriteAccess(db: Db, { staff }: { staff: boolean }) {
  return async (request: FastifyRequest) => {
    const viewer = requireUser(request);
    const parsed = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!parsed.success) throw noGear();
    const [gear] = await db
      .select({ user: gears.user_id, status: gears.status, is_hidden: gears.is_hidden })
      .from(gears)
      .where(eq(gears.id, parsed.data))
      .limit(1);
    if (!gear) throw noGear();
    if (gear.user === viewer.id) return;
    if (staff && viewer.is_staff) return void markModeration(request);
    // Matches findGear(): an archived or hidden listing does not exist for other people.
    if (gear.status === 'archived' || gear.is_hidden) throw noGear();
    throw permissionDenied();
  };
}

/** A preValidation hook for routes that only need a login. */
export async function loginRequired(request: FastifyRequest) {
  requireUser(request);
}
