import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MESSAGE_TEXT_MAX } from '#shared/constants.ts';
import { RequireLogin } from '#web/components/require-login.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format-times.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useConversation, useMarkSeen, useMessages, useReserve, useSendMessage } from './api.ts';
import { BlockUser } from './block-user.tsx';
import { MessageText } from './message-text.tsx';
import { MessageWarning } from './message-warning.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { ReportConversation } from './report-conversation.tsx';
import { RateForm } from './ratings/rate-form.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';

/** /messages/{id}: one conversation, polled for new messages while open. */
export function ConversationPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin message={t('messages.loginToRead')}>
      <Conversation id={useParams().id ?? ''} />
    </RequireLogin>
  );
}

function Conversation({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const reserve = useReserve(id);
  const c = conversation.data;
  usePageTitle(c?.gear.name ?? t('messages.conversation'));
  // One read mark per new incoming message, not per poll, render or visit (api.ts).
  useMarkSeen(id, messages.data, user?.id);

  if (conversation.isPending) return <Spinner />;
  if (conversation.error || !c)
    return <ErrorMessage error={conversation.error} onRetry={() => void conversation.refetch()} />;
  const other = c.other_user
    ? `${c.other_user.first_name} ${c.other_user.last_name}`.trim()
    : t('messages.deletedUser');
  return (
    <section aria-labelledby="conversation-title" className="flex flex-col gap-4">
      <div>
        <Link to="/messages" className="text-sm underline">
          {t('messages.backToInbox')}
        </Link>
        <h1 id="conversation-title" className="text-2xl font-bold break-words">
          {c.gear.id ? <Link to={`/itemdetails/${c.gear.id}`}>{c.gear.name}</Link> : c.gear.name}
        </h1>
        <p className="text-stone-700">
          {t('messages.with', { name: other })} · {t(`messages.state.${c.gear.status}`)}
        </p>
        {c.role === 'seller' && (c.gear.status === 'active' || c.gear.status === 'reserved') && (
          <button
            type="button"
            className="mt-2 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100"
            disabled={reserve.isPending}
            onClick={() => reserve.mutate(c.gear.status !== 'reserved')}
          >
            {c.gear.status === 'reserved' ? t('messages.unreserve') : t('messages.reserve')}
          </button>
        )}
      </div>
      <ol aria-live="polite" aria-label={t('messages.list')} className="flex flex-col gap-2">
        {messages.data?.map((m) => {
          const mine = m.sender === user?.id;
          return (
            <li
              key={m.id}
              className={`max-w-[85%] rounded-xl px-3 py-2 ${mine ? 'self-end bg-accent-100' : 'self-start border border-stone-200 bg-white'}`}
            >
              <span className="sr-only">{mine ? t('messages.you') : other}: </span>
              <MessageText text={m.text} inert={m.links_inert} />
              {!mine && m.warning && <MessageWarning warning={m.warning} />}
              <time dateTime={m.created_at} className="block text-xs text-stone-600">
                {formatDateTime(m.created_at, i18n.language)}
              </time>
            </li>
          );
        })}
      </ol>
      <OfferPanel conversation={c} />
      <Composer id={id} />
      <div className="flex flex-wrap items-start gap-3 border-t border-stone-200 pt-4">
        {c.other_user && (
          <BlockUser userId={c.other_user.id} name={other} initiallyBlocked={c.blocked_by_you} />
        )}
        <ReportConversation id={id} />
        {c.other_user && <RateForm conversationId={id} role={c.role} name={other} />}
      </div>
    </section>
  );
}

function Composer({ id }: { id: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(id);
  const sendError = useFailureText(send.error);
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor="message-text" className="font-medium">
        {t('messages.yourMessage')}
      </label>
      <textarea
        id="message-text"
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      {send.error && (
        <p role="alert" className="text-red-700">
          {sendError}
        </p>
      )}
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass({ className: 'self-end' })}
      >
        {t('messages.send')}
      </button>
    </form>
  );
}
