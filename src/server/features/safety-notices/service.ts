// Staff write notices: the scope is checked against the catalogue (a scope that matches nothing
// there is a 400), the write, its audit record and its matching job commit together.
import { NOTICE_MESSAGES } from '#shared/contracts/notice-scope.ts';
import type { NoticeWrite } from '#shared/contracts/safety-notices.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { resolveScopeIds } from './catalogue-repository.ts';
import { queueNoticeMatching } from './queue-matching.ts';
import {
  findNoticeRow,
  insertNotices,
  updateNotice,
  withdrawNotice,
  type NoticeRow,
} from './repository.ts';

async function scopeOf(db: Db | Tx, input: NoticeWrite) {
  const scope = await resolveScopeIds(db, input.scope);
  if (!scope) throw validationError({ scope: [NOTICE_MESSAGES.scopeNothing] });
  return scope;
}

const snapshot = (input: NoticeWrite) => ({ ...input }) as Record<string, unknown>;

export async function createNotice(db: Db, staff: Viewer, input: NoticeWrite): Promise<NoticeRow> {
  const id = await db.transaction(async (tx) => {
    const scope = await scopeOf(tx, input);
    const [created] = await insertNotices(tx, [{ input, scope, by: staff.id }]);
    await queueNoticeMatching(tx, { noticeId: created! });
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'safety_notice.create',
      targetType: 'safety_notice',
      targetId: created!,
      before: null,
      after: snapshot(input),
    });
    return created!;
  });
  return (await findNoticeRow(db, id))!;
}

export async function changeNotice(
  db: Db,
  { staff, id, input }: { staff: Viewer; id: string; input: NoticeWrite },
): Promise<NoticeRow> {
  await db.transaction(async (tx) => {
    const before = await findNoticeRow(tx, id);
    if (!before) throw notFound();
    const scope = await scopeOf(tx, input);
    await updateNotice(tx, id, { input, scope });
    await queueNoticeMatching(tx, { noticeId: id });
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'safety_notice.update',
      targetType: 'safety_notice',
      targetId: id,
      before: { title: before.title, severity: before.severity },
      after: snapshot(input),
    });
  });
  return (await findNoticeRow(db, id))!;
}

/**
 * Withdraws the notice: its matches stay (the counts of what it matched), but nothing shows or
 * counts a withdrawn notice as open, so its badges go everywhere at once.
 */
export async function removeNotice(db: Db, { staff, id }: { staff: Viewer; id: string }) {
  await db.transaction(async (tx) => {
    if (!(await findNoticeRow(tx, id))) throw notFound();
    if (!(await withdrawNotice(tx, id))) return;
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'safety_notice.withdraw',
      targetType: 'safety_notice',
      targetId: id,
      before: null,
      after: { withdrawn: true },
    });
  });
}
