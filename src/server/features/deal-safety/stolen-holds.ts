// Stolen-gear holds: when a report is published, and when an item or a listing is saved, the
// items of a published report's serial are held in the same transaction (so a matching listing is
// never public in between); each new hold queues one job that tells the team and the reporter.
// Only staff release a hold (audited); a report that stops being published releases its holds.
import type { StolenHold } from '#shared/contracts/stolen-holds.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enqueue, type JobDeps } from '#server/jobs/queue.ts';
import { notFound } from '#server/lib/http-error.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { stolenHoldReporterMail, stolenHoldStaffMail } from '#server/mail/templates/stolen-hold.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import {
  holdItemIfReported,
  holdItemOfGear,
  holdItemsOfReport,
  holdsWithDetails,
  recipient,
  releaseHoldRow,
  reporterToldOfHoldBefore,
  type HoldDetails,
} from './stolen-holds-repository.ts';

async function queueMails(tx: Tx, holds: { id: string }[]) {
  for (const { id } of holds)
    await enqueue(tx, { task: 'stolen_hold_mails', payload: { holdId: id } });
}

/** In the write that publishes a report. */
export async function holdOnPublish(tx: Tx, reportId: string) {
  await queueMails(tx, await holdItemsOfReport(tx, reportId));
}

/** In the write that registers or changes an item (its serial may be reported already). */
export async function holdItemInWrite(tx: Tx, itemId: string) {
  await queueMails(tx, await holdItemIfReported(tx, itemId));
}

/** In the write that creates or changes a listing (it may show an item now). */
export async function holdGearOnSave(tx: Tx, gearId: string) {
  await queueMails(tx, await holdItemOfGear(tx, gearId));
}

/**
 * The job: the team's mail and the reporter's (not to a deleted or suspended account; once a day
 * per report, since anyone can make holds by registering items with its serial).
 */
export async function mailHold({ db, mailer, config }: JobDeps, holdId: string) {
  const [hold] = await holdsWithDetails(db, { ids: [holdId] });
  if (!hold) return;
  // A retried job writes the same mails again rather than second ones (mail/mailer.ts).
  const once = (to: string) => ({
    messageId: `<stolen-hold-${holdId}-${to}@air-gear.mail>`,
    date: hold.created_at,
  });
  await mailer.send({
    to: config.contactEmail,
    ...once('team'),
    ...stolenHoldStaffMail({ ...hold, siteUrl: config.siteUrl }),
  });
  if (!hold.report.reporter_id) return;
  const told = { id: holdId, reportId: hold.report.id, createdAt: hold.created_at };
  if (await reporterToldOfHoldBefore(db, told)) return;
  const reporter = await recipient(db, hold.report.reporter_id);
  if (!reporter || !isActiveAccount(reporter)) return;
  await mailer.send({
    to: reporter.email,
    ...once('reporter'),
    ...stolenHoldReporterMail({
      language: mailLanguage(reporter.language),
      name: reporter.first_name,
      siteUrl: config.siteUrl,
      report: hold.report,
    }),
  });
}

export const toStolenHold = ({ report, ...hold }: HoldDetails): StolenHold => ({
  ...hold,
  report: { id: report.id, brand: report.brand, model: report.model, serial: report.serial },
  released_at: hold.released_at?.toISOString() ?? null,
  created_at: hold.created_at.toISOString(),
});

export async function openHolds(db: Db) {
  return (await holdsWithDetails(db, { open: true })).map(toStolenHold);
}

/** Staff only (the route checks it): the match was wrong, the item and its listings are public. */
export async function releaseHold({ db }: AppDeps, viewer: Viewer, id: string) {
  return db.transaction(async (tx) => {
    if (!(await releaseHoldRow(tx, id, viewer.id)))
      throw notFound('No open stolen-gear hold with this id.');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'stolen_hold.release',
      targetType: 'stolen_hold',
      targetId: id,
      before: { released: false },
      after: { released: true },
    });
    const [hold] = await holdsWithDetails(tx, { ids: [id] });
    return toStolenHold(hold!);
  });
}
