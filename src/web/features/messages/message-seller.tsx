// "Message the seller" on a listing's detail page: a short form that opens (or continues) the
// conversation and goes to it. Logged-out visitors are sent to the login first.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_TEXT_MAX } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { loginPath } from '#web/lib/safe-path.ts';
import { useOpenConversation } from './api.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';

export function MessageSeller({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const openError = useFailureText(open.error);
  const [text, setText] = useState('');
  if (user?.id === gear.user || (gear.status !== 'active' && gear.status !== 'reserved'))
    return null;
  if (!isLoggedIn)
    return (
      <Link to={loginPath(`/itemdetails/${gear.id}`)} className="underline">
        {t('messages.loginToMessage')}
      </Link>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    open.mutate(
      { gear: gear.id, text },
      { onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`) },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="message-seller" className="flex flex-col gap-2">
      <h2 id="message-seller" className="text-lg font-semibold">
        {t('messages.messageSeller')}
      </h2>
      <label htmlFor="message-seller-text" className="sr-only">
        {t('messages.yourMessage')}
      </label>
      <textarea
        id="message-seller-text"
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        placeholder={t('messages.placeholder')}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      {open.error && (
        <p role="alert" className="text-red-700">
          {openError}
        </p>
      )}
      <button
        type="submit"
        disabled={open.isPending}
        className={buttonClass({ className: 'self-start' })}
      >
        {t('messages.send')}
      </button>
    </form>
  );
}
