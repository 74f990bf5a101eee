// Who may see and change a certificate. Visibility follows the gear: an archived or hidden
// listing (and so its certificates and their photos) is seen only by its owner and staff.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { certificates, gears } from '../../db/schema.ts';
import { notFound, permissionDenied } from '../../lib/http-error.ts';
import { requireUser, type Viewer } from '../../plugins/auth.ts';

type GearAccess = { user_id: string; status: string; is_hidden: boolean };

const visibleTo = (gear: GearAccess, viewer: Viewer | null) =>
  (gear.status !== 'archived' && !gear.is_hidden) ||
  (viewer !== null && (viewer.id === gear.user_id || viewer.is_staff));

const gearColumns = { user_id: gears.user_id, status: gears.status, is_hidden: gears.is_hidden };

/** The gear if the viewer may see it; 404 otherwise (an unseen listing is as good as unknown). */
export async function visibleGear(db: Db, gearId: string, viewer: Viewer | null) {
  const [gear] = await db.select(gearColumns).from(gears).where(eq(gears.id, gearId)).limit(1);
  if (!gear || !visibleTo(gear, viewer)) throw notFound('No gear with this id.');
  return gear;
}

/** 404 unless the certificate exists and its gear is visible to the viewer. */
export async function visibleCertificate(db: Db, certificateId: string, viewer: Viewer | null) {
  const [row] = await db
    .select({ owner: certificates.user_id, ...gearColumns })
    .from(certificates)
    .innerJoin(gears, eq(gears.id, certificates.gear_id))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!row || !visibleTo(row, viewer)) throw notFound('No certificate with this id.');
  return row;
}

/** For writes: the caller must be logged in (401) and own the certificate (403). */
export async function ownCertificate(db: Db, request: FastifyRequest, certificateId: string) {
  const viewer = requireUser(request);
  const row = await visibleCertificate(db, certificateId, viewer);
  if (row.owner !== viewer.id)
    throw permissionDenied('Only the owner of this certificate can change it.');
  return viewer;
}

/** preValidation hook of write routes: a missing login answers 401 before the body is judged. */
export async function requireLogin(request: FastifyRequest) {
  requireUser(request);
}
