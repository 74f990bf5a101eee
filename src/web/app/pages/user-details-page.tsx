import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useGearList } from '#web/features/gears/api/gears.ts';
import { GearGrid } from '#web/features/gears/components/gear-grid.tsx';
import { useUser } from '#web/features/users/api/users.ts';
import {
  ContactLoginPrompt,
  PersonalDetails,
} from '#web/features/users/components/personal-details.tsx';
import { paths } from '#shared/paths.ts';
import { userGearsQuery } from './user-details-loader.ts';
import { UserRatings } from '#web/features/messages/ratings/user-ratings.tsx';

// Only the owner sees their settings: the forms, their schemas and their writes load for them alone.
const OwnProfileSettings = lazy(() =>
  import('./own-profile-settings.tsx').then((m) => ({
    default: m.OwnProfileSettings,
  })),
);

/** /userdetails/{id}: a seller's profile, contact details for logged-in users, their listings. */
export function UserDetailsPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { user: me, isLoggedIn } = useSession();
  const { data: profile, isPending, error, refetch } = useUser(id);
  const gears = useGearList(userGearsQuery(id ?? ''));
  const fullName = profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
  usePageTitle(
    profile ? fullName || t('account.profile') : undefined,
    fullName ? t('seo.userDescription', { name: fullName }) : t('seo.userDescriptionNoName'),
  );

  if (isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error || !profile) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  const initial = (profile.first_name || profile.username || '?').slice(0, 1).toUpperCase();
  const isOwn = me?.id === profile.id;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex size-20 items-center justify-center rounded-full bg-accent-100 text-3xl font-bold text-accent-800"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            {fullName || t('account.profile')}
          </h1>
          {profile.is_certified_seller && (
            <span className="mt-1 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">
              {t('gears.certifiedSeller')}
            </span>
          )}
        </div>
        {isOwn && (
          <Link
            to={paths.editUser(profile.id)}
            className="basis-full rounded-lg border border-stone-300 px-4 py-2 text-center font-medium hover:bg-stone-100 sm:basis-auto"
          >
            {t('account.editProfile')}
          </Link>
        )}
      </div>
      {isLoggedIn ? <PersonalDetails profile={profile} /> : <ContactLoginPrompt />}
      <UserRatings profile={profile} isOwn={isOwn} />
      <section aria-labelledby="user-gears">
        <h2 id="user-gears" className="mb-4 text-2xl font-semibold">
          {t('account.listings')}
        </h2>
        <GearGrid
          gears={gears.data?.items}
          isPending={gears.isPending}
          error={gears.error}
          emptyText={t('account.noListings')}
          onRetry={() => void gears.refetch()}
        />
      </section>
      {isOwn && me && (
        <Suspense fallback={<Spinner />}>
          <OwnProfileSettings user={me} />
        </Suspense>
      )}
    </div>
  );
}
