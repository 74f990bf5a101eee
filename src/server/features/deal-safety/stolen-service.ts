// The stolen-gear register's rules: anyone logged in reports (pending until staff publish it),
// one open report per serial, staff publish, reject or mark recovered (audited), the reporter
// may mark their own report recovered. Pending and rejected reports, and recovered ones staff
// never published, are for the reporter and staff only. Publishing holds the passport items of
// its serial (stolen-holds.ts).
import type { StolenStatus, StolenWrite } from '#shared/contracts/stolen.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { HttpError, notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import {
  findStolen,
  gearTypeExists,
  insertStolen,
  setStolenStatus,
  toStolenReport,
  type StolenRow,
} from './stolen-repository.ts';
import { releaseHoldsOfReport } from './stolen-holds-repository.ts';
import { holdOnPublish } from './stolen-holds.ts';
import { picturesOfReports } from './stolen-pictures-repository.ts';

const noReport = () => notFound('No stolen-gear report with this id.');
const serialTaken = () =>
  new HttpError('conflict', 'This serial number is already in the stolen-gear register.');
/** A second open (pending or published) report of one serial: the unique index refuses it. */
const isSerialTaken = (error: unknown) =>
  uniqueViolation(error) === 'stolen_reports_open_serial_uq';
// Recovered is public only for a report staff once published: its reporter may close a pending
// one, which must not publish text and photos no one reviewed.
const isPublic = (row: StolenRow) =>
  row.status === 'published' || (row.status === 'recovered' && row.published_at !== null);
const mayRead = (row: StolenRow, viewer: Viewer | null) =>
  isPublic(row) || (viewer !== null && (viewer.is_staff || viewer.id === row.reporter_id));

export async function reportStolen(deps: AppDeps, viewer: Viewer, input: StolenWrite) {
  if (!(await gearTypeExists(deps.db, input.gear_type)))
    throw validationError({ gear_type: ['No gear type with this id.'] });
  try {
    return toStolenReport(await insertStolen(deps.db, viewer.id, input));
  } catch (error) {
    if (isSerialTaken(error)) throw serialTaken();
    throw error;
  }
}

/** Reports as the API answers them, each with its photos (one query for all). */
export async function withPictures({ db, photos }: AppDeps, rows: StolenRow[]) {
  const pictures = await picturesOfReports(
    db,
    photos,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toStolenReport(row, pictures.get(row.id)));
}

export async function readStolen(deps: AppDeps, viewer: Viewer | null, id: string) {
  const row = await findStolen(deps.db, id);
  if (!row || !mayRead(row, viewer)) throw noReport();
  return (await withPictures(deps, [row]))[0]!;
}

/** Its reporter adds photos while it is pending or published; staff at any time. */
export async function reportForPictures(deps: AppDeps, viewer: Viewer, id: string) {
  const row = await findStolen(deps.db, id);
  if (!row || !mayRead(row, viewer)) throw noReport();
  const open = row.status === 'pending' || row.status === 'published';
  if (!viewer.is_staff && !(viewer.id === row.reporter_id && open))
    throw permissionDenied('Only the reporter can change the photos of this report.');
  return row;
}

export async function changeStolenStatus(
  deps: AppDeps,
  viewer: Viewer,
  { id, status }: { id: string; status: Exclude<StolenStatus, 'pending'> },
) {
  // Reopening a rejected or recovered report (staff) while another report of its serial is
  // open is refused by the unique index: a 409, nothing changed. The row is read locked, so two
  // changes at once each decide on the status the other left (a recovery releases the holds a
  // publication made a moment before).
  const after = await deps.db
    .transaction(async (tx) => {
      const row = await findStolen(tx, id, { lock: true });
      if (!row || !mayRead(row, viewer)) throw noReport();
      const reporterRecovers =
        viewer.id === row.reporter_id && status === 'recovered' && row.status !== 'rejected';
      if (!viewer.is_staff && !reporterRecovers)
        throw permissionDenied('Only staff can change this report; you may mark it recovered.');
      const changed = await setStolenStatus(tx, id, status);
      // Published: its serial's items are held now; no longer published: they are let go.
      if (status === 'published' && row.status !== 'published') await holdOnPublish(tx, id);
      if (status !== 'published' && row.status === 'published')
        await releaseHoldsOfReport(tx, id, viewer.id);
      if (viewer.is_staff)
        await recordAudit(tx, {
          actorId: viewer.id,
          action: `stolen_report.${status}`,
          targetType: 'stolen_report',
          targetId: id,
          before: { status: row.status },
          after: { status },
        });
      return changed;
    })
    .catch((error: unknown) => {
      throw isSerialTaken(error) ? serialTaken() : error;
    });
  return (await withPictures(deps, [after]))[0]!;
}
