// The jobs that follow a write, queued in its transaction (DESIGN.md): a saved notice is matched
// against everything; a written listing or item against every notice. While one waits, another
// write of the same thing replaces it (job key), so ten edits match once.
import { enqueue, type Executor } from '#server/jobs/queue.ts';

export async function queueNoticeMatching(
  tx: Executor,
  subject: { gearId: string } | { itemId: string } | { noticeId: string },
) {
  if ('noticeId' in subject)
    await enqueue(tx, {
      task: 'match_notice',
      payload: subject,
      jobKey: `notice:${subject.noticeId}`,
    });
  else
    await enqueue(tx, {
      task: 'match_notice_subject',
      payload: subject,
      jobKey:
        'gearId' in subject
          ? `notices-of-gear:${subject.gearId}`
          : `notices-of-item:${subject.itemId}`,
    });
}
