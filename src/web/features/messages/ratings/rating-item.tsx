// One rating on a profile (user-ratings.tsx): who rated and when, the answers to the three
// questions, the text and the rated user's answer; the rated user's answer form (once) and, for
// anyone logged in, the report to staff.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rating } from '#shared/contracts/ratings.ts';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { useReply } from './api.ts';
import { RatingReport } from './rating-report.tsx';

export function RatingItem({
  rating,
  canReply,
  date,
}: {
  rating: Rating;
  canReply: boolean;
  date: (iso: string) => string;
}) {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation();
  const rater = `${rating.rater.first_name} ${rating.rater.last_name}`.trim();
  const marks = (['friendly', 'reliable', 'as_described'] as const).filter(
    (q) => rating[q] !== null,
  );
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <p className="text-sm text-stone-600">
        {t(`ratings.by.${rating.role}`, { name: rater })} · {date(rating.created_at)}
      </p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {marks.map((q) => (
          <li key={q} className={rating[q] ? 'text-green-800' : 'text-red-800'}>
            {rating[q] ? '✓' : '✗'} {t(`ratings.questions.${q}`)}
          </li>
        ))}
      </ul>
      {rating.text && <p className="mt-1 break-words whitespace-pre-wrap">{rating.text}</p>}
      {rating.reply && (
        <p className="mt-2 border-l-2 border-stone-300 pl-2 text-stone-700">
          <span className="font-medium">{t('ratings.reply')}: </span>
          {rating.reply}
        </p>
      )}
      {canReply && <ReplyForm rating={rating} />}
      {isLoggedIn && <RatingReport id={rating.id} rater={rater} />}
    </li>
  );
}

function ReplyForm({ rating }: { rating: Rating }) {
  const { t } = useTranslation();
  const reply = useReply(rating.id, rating.rated);
  const failure = useFailureText(reply.error);
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) reply.mutate(text);
  };
  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-1">
      <label htmlFor={`reply-${rating.id}`} className="text-sm font-medium">
        {t('ratings.answer')}
      </label>
      <textarea
        id={`reply-${rating.id}`}
        value={text}
        maxLength={500}
        rows={2}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      {reply.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('ratings.replyFailed', { message: failure })}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="self-end"
        disabled={reply.isPending}
      >
        {t('ratings.sendAnswer')}
      </Button>
    </form>
  );
}
