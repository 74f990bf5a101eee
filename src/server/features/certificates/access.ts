// Who may see and change a certificate. Visibility follows the gear (policies/gear-visibility.ts):
// a listing the viewer cannot see has no certificates, nor photos of them, for that viewer.
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { notFound, permissionDenied } from '#server/lib/http-error.ts';
import { requireUser } from '#server/plugins/auth.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeGear, type GearState } from '#server/policies/gear-visibility.ts';
import { canChangeRecord } from '#server/policies/item-access.ts';
import { certifierOfUser } from '#server/features/items/certifier-accounts-repository.ts';
import { findGearItemHold } from '#server/features/items/gear-item-repository.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import { certificatesOfGear, findCertificateWithPictures } from './read-repository.ts';
import { findCertificateState } from './repository.ts';

export const CHANGED_HANDS =
  'This item has changed hands: its history is no longer yours to change.';

const NO_GEAR = 'No gear with this id.';
const NO_CERTIFICATE = 'No certificate with this id.';

/** The row read with its gear's state, if the viewer may see that gear; 404 otherwise. */
function seen<T extends GearState>(row: T | null, viewer: Viewer | null, missing: string): T {
  if (!row || !canSeeGear(row, viewer)) throw notFound(missing);
  return row;
}

/** The gear if the viewer may see it; 404 otherwise (an unseen listing is as good as unknown). */
export async function visibleGear(db: Db, gearId: string, viewer: Viewer | null) {
  return seen(await findGearState(db, gearId), viewer, NO_GEAR);
}

/** A visible listing's certificates, its state read in the same statement (read-repository.ts). */
export async function visibleCertificates(db: Db, gearId: string, viewer: Viewer | null) {
  const { gear, certificates } = await certificatesOfGear(db, gearId);
  seen(gear, viewer, NO_GEAR);
  return certificates;
}

/** 404 unless the certificate exists and its gear is visible to the viewer. */
export async function visibleCertificate(db: Db, certificateId: string, viewer: Viewer | null) {
  return seen(await findCertificateState(db, certificateId), viewer, NO_CERTIFICATE);
}

/** A visible certificate's photo rows, its state read in the same statement (read-repository.ts). */
export async function visibleCertificatePictures(db: Db, id: string, viewer: Viewer | null) {
  return seen(await findCertificateWithPictures(db, id), viewer, NO_CERTIFICATE).pictures;
}

/**
 * For writes: the caller must be logged in (401) and own the certificate (403). Answers the
 * certificate's state (its record's item, whose status the write changes).
 */
export async function ownCertificate(db: Db, request: FastifyRequest, certificateId: string) {
  const viewer = requireUser(request);
  const row = await visibleCertificate(db, certificateId, viewer);
  if (row.certificate_owner !== viewer.id)
    throw permissionDenied('Only the owner of this certificate can change it.');
  // A signed record is its signer's word: only they (or staff, on the passport) change it.
  if (row.signed_by !== null && row.signed_by !== viewer.id)
    throw permissionDenied('This record is signed by its certifier: only they can change it.');
  // The passport's rule for the rest (policies/item-access.ts): written as owner, it is theirs
  // to change only while the item is theirs.
  const record = { user_id: row.certificate_owner, signed_by: row.signed_by };
  const authorIsCertifier =
    row.item_owner !== viewer.id && (await certifierOfUser(db, viewer.id)) !== null;
  if (!canChangeRecord(record, viewer, { item: { owner_id: row.item_owner }, authorIsCertifier }))
    throw permissionDenied(CHANGED_HANDS);
  return row;
}

/**
 * For a new certificate: the caller owns the listing (403), and its item, if it has one, is
 * still theirs: a listing sold with its passport still names the buyer's item, which its former
 * owner must not write into.
 */
export async function ownGearForCertificate(db: Db, gearId: string, viewer: Viewer) {
  const gear = await visibleGear(db, gearId, viewer);
  if (gear.owner !== viewer.id)
    throw permissionDenied('Only the owner of this gear can add a certificate.');
  const link = await findGearItemHold(db, gearId);
  if (link?.item_owner && link.item_owner !== viewer.id) throw permissionDenied(CHANGED_HANDS);
  return gear;
}
