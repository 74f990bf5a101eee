// match_notice: a notice was saved (matched against every listing and item); match_notice_subject:
// a listing or item was written (matched against every notice); notice_mails: the people the
// open matches concern, each mailed once per notice (features/safety-notices/matching.ts).
import {
  runNoticeMatch,
  runSubjectMatch,
  sendNoticeMails,
} from '#server/features/safety-notices/matching.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const matchNoticeTask =
  (deps: JobDeps) =>
  async ({ noticeId }: JobPayloads['match_notice']) =>
    runNoticeMatch(deps, noticeId);

export const matchNoticeSubjectTask =
  (deps: JobDeps) => async (subject: JobPayloads['match_notice_subject']) =>
    runSubjectMatch(deps, subject);

export const noticeMailsTask = (deps: JobDeps) => async (scope: JobPayloads['notice_mails']) =>
  sendNoticeMails(deps, scope);
