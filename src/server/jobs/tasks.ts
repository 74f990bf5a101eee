// The task list: every job the product runs, by name, on the dependencies the handlers share.
import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import type { JobDeps, JobPayloads, TaskName } from './queue.ts';
import { passwordResetMailTask, verificationMailTask } from './tasks/account-mail.ts';
import { contactMessageTask } from './tasks/contact-message.ts';
import { matchWantedTask, wantedMailTask } from './tasks/match-wanted.ts';
import {
  matchSavedSearchesTask,
  savedSearchAlertsTask,
  savedSearchAlertTask,
  savedSearchDigestsTask,
  savedSearchSweepTask,
  watchlistMailTask,
} from './tasks/saved-search-alerts.ts';
import { passportRemindersTask } from './tasks/passport-reminders.ts';
import { sendMailsTask, sendMailTask } from './tasks/send-mail.ts';
import { refreshPriceGuidesTask, refreshPriceGuideTask } from './tasks/price-guide.ts';
import { expireOffersTask } from './tasks/expire-offers.ts';
import { refreshAirworthinessTask } from './tasks/airworthiness.ts';
import { stolenHoldMailsTask } from './tasks/stolen-hold-mails.ts';
import {
  matchNoticeSubjectTask,
  matchNoticeTask,
  noticeMailsTask,
} from './tasks/safety-notices.ts';

type Handlers = {
  // Nothing, or for a batch job one promise per entry of its payload.
  [T in TaskName]: (payload: JobPayloads[T], helpers: JobHelpers) => Promise<unknown>;
};

export function taskList(deps: JobDeps): TaskList {
  const handlers: Handlers = {
    send_mail: sendMailTask(deps),
    send_mails: sendMailsTask(deps),
    verification_mail: verificationMailTask(deps),
    password_reset_mail: passwordResetMailTask(deps),
    contact_message: contactMessageTask(deps),
    match_wanted: matchWantedTask(deps),
    wanted_mail: wantedMailTask(deps),
    match_saved_searches: matchSavedSearchesTask(deps),
    saved_search_alert: savedSearchAlertTask(deps),
    saved_search_alerts: savedSearchAlertsTask(deps),
    saved_search_sweep: savedSearchSweepTask(deps),
    saved_search_digests: savedSearchDigestsTask(deps),
    watchlist_mail: watchlistMailTask(deps),
    passport_reminders: passportRemindersTask(deps),
    refresh_price_guide: refreshPriceGuideTask(deps),
    refresh_price_guides: refreshPriceGuidesTask(deps),
    expire_offers: expireOffersTask(deps),
    refresh_airworthiness: refreshAirworthinessTask(deps),
    stolen_hold_mails: stolenHoldMailsTask(deps),
    match_notice: matchNoticeTask(deps),
    match_notice_subject: matchNoticeSubjectTask(deps),
    notice_mails: noticeMailsTask(deps),
  };
  // Payloads are only ever written by enqueue(), whose types match these handlers.
  return handlers as unknown as Record<TaskName, Task>;
}
