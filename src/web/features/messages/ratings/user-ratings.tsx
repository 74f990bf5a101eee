// A profile's trust facts and ratings (docs/api.md "Deal safely"): member since, listings sold,
// how fast they answer, and the ratings with their answers. The rated user answers here once
// (rating-item.tsx).
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/contracts/users.ts';
import { useUserRatings } from './api.ts';
import { RatingItem } from './rating-item.tsx';

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
