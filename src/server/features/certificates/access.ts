// Who may see and change a certificate. Visibility follows the gear (policies/gear-visibility.ts):
// a listing the viewer cannot see has no certificates, nor photos of them, for that viewer.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { certificates, gears } from '../../db/schema.ts';
import { notFound, permissionDenied } from '../../lib/http-error.ts';
import { requireUser, type Viewer } from '../../plugins/auth.ts';
import { canSeeGear, gearStateColumns } from '../../policies/gear-visibility.ts';

/** The gear if the viewer may see it; 404 otherwise (an unseen listing is as good as unknown). */
export async function visibleGear(db: Db, gearId: string, viewer: Viewer | null) {
  const [gear] = await db.select(gearStateColumns).from(gears).where(eq(gears.id, gearId)).limit(1);
  if (!gear || !canSeeGear(gear, viewer)) throw notFound('No gear with this id.');
  return gear;
}

/** 404 unless the certificate exists and its gear is visible to the viewer. */
export async function visibleCertificate(db: Db, certificateId: string, viewer: Viewer | null) {
  const [row] = await db
    .select({ certificate_owner: certificates.user_id, ...gearStateColumns })
    .from(certificates)
    .innerJoin(gears, eq(gears.id, certificates.gear_id))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!row || !canSeeGear(row, viewer)) throw notFound('No certificate with this id.');
  return row;
}

/** For writes: the caller must be logged in (401) and own the certificate (403). */
export async function ownCertificate(db: Db, request: FastifyRequest, certificateId: string) {
  const viewer = requireUser(request);
  const row = await visibleCertificate(db, certificateId, viewer);
  if (row.certificate_owner !== viewer.id)
    throw permissionDenied('Only the owner of this certificate can change it.');
  return viewer;
}
