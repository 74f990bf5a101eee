// A profile's trust facts and ratings (docs/api.md "Deal safely"): member since, listings sold,
// how fast they answer, and the ratings with their answers. The rated user answers here once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rating } from '#shared/contracts/ratings.ts';
import type { PublicProfile } from '#shared/contracts/users.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useReply, useReportRating, useUserRatings } from './api.ts';

export function UserRatings({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const { t, i18n } = useTranslation();
  const summary = profile.ratings;
  const list = useUserRatings(profile.id, (summary?.count ?? 0) > 0);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section aria-labelledby="user-ratings" className="flex flex-col gap-3">
      <h2 id="user-ratings" className="text-2xl font-semibold">
        {t('ratings.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-stone-700">
        {profile.member_since && (
          <li>{t('ratings.memberSince', { date: date(profile.member_since) })}</li>
        )}
        {profile.sold_count !== undefined && (
          <li>{t('ratings.sold', { count: profile.sold_count })}</li>
        )}
        {profile.median_reply_minutes !== undefined && (
          <li>
            {profile.median_reply_minutes === null
              ? t('ratings.replyUnknown')
              : t('ratings.replyMinutes', { count: profile.median_reply_minutes })}
          </li>
        )}
      </ul>
      {summary && summary.count > 0 ? (
        <p className="font-medium">
          {t('ratings.summary', {
            count: summary.count,
            friendly: summary.friendly,
            reliable: summary.reliable,
            asDescribed: summary.as_described,
          })}
        </p>
      ) : (
        <p className="text-stone-600">{t('ratings.none')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {list.data?.items.map((r) => (
          <RatingItem key={r.id} rating={r} canReply={isOwn && r.reply === null} date={date} />
        ))}
      </ul>
    </section>
  );
}

function RatingItem({
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
  const marks = (['friendly', 'reliable', 'as_described'] as const).filter(
    (q) => rating[q] !== null,
  );
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <p className="text-sm text-stone-600">
        {t(`ratings.by.${rating.role}`, {
          name: `${rating.rater.first_name} ${rating.rater.last_name}`.trim(),
        })}{' '}
        · {date(rating.created_at)}
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
      {isLoggedIn && <ReportRating id={rating.id} />}
    </li>
  );
}

function ReplyForm({ rating }: { rating: Rating }) {
  const { t } = useTranslation();
  const reply = useReply(rating.id, rating.rated);
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

function ReportRating({ id }: { id: string }) {
  const { t } = useTranslation();
  const report = useReportRating(id);
  const already = report.error instanceof ApiError && report.error.status === 409;
  if (report.isSuccess || already)
    return (
      <p role="status" className="mt-1 text-sm text-stone-600">
        {t('ratings.reported')}
      </p>
    );
  return (
    <button
      type="button"
      className="mt-1 text-sm text-stone-600 underline"
      disabled={report.isPending}
      onClick={() => report.mutate()}
    >
      {t('ratings.report')}
    </button>
  );
}
