// "Rate {name}" on a conversation page: after a real exchange each side rates the other once
// (friendly, reliable, and — the buyer only — item as described). The server decides whether
// it is time; a refusal is told in the reader's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_TEXT_MAX } from '#shared/constants.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRate } from './api.ts';

type Props = { conversationId: string; role: 'buyer' | 'seller'; name: string };

export function RateForm({ conversationId, role, name }: Props) {
  const { t } = useTranslation();
  const rate = useRate(conversationId);
  const failure = useFailureText(rate.error);
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState({ friendly: true, reliable: true, as_described: true });
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { as_described, ...both } = answers;
    rate.mutate({ ...both, ...(role === 'buyer' ? { as_described } : {}), text });
  };
  if (rate.isSuccess)
    return (
      <p role="status" className="rounded-lg bg-stone-100 p-3 text-sm font-medium">
        {t('ratings.thanks')}
      </p>
    );
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('ratings.rate', { name })}
      </Button>
    );
  const questions =
    role === 'buyer'
      ? (['friendly', 'reliable', 'as_described'] as const)
      : (['friendly', 'reliable'] as const);
  const error = rate.error instanceof ApiError ? rate.error : null;
  return (
    <form
      onSubmit={onSubmit}
      className="flex w-full flex-col gap-2 rounded-xl border border-stone-200 p-3"
    >
      <h2 className="font-semibold">{t('ratings.rate', { name })}</h2>
      {questions.map((q) => (
        <label key={q} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 shrink-0"
            checked={answers[q]}
            onChange={(e) => setAnswers({ ...answers, [q]: e.target.checked })}
          />
          {t(`ratings.questions.${q}`)}
        </label>
      ))}
      <label htmlFor="rating-text" className="font-medium">
        {t('ratings.text')}
      </label>
      <textarea
        id="rating-text"
        value={text}
        maxLength={RATING_TEXT_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      {error && (
        <p role="alert" className="text-red-700">
          {error.status === 409
            ? t('ratings.already')
            : error.status === 400
              ? t('ratings.notYet')
              : failure}
        </p>
      )}
      <Button type="submit" size="sm" className="self-end" disabled={rate.isPending}>
        {t('ratings.send')}
      </Button>
    </form>
  );
}
