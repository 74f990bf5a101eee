// The heart that saves a gear to the watchlist. A logged-out visitor is sent to log in and comes
// back to the same page. Light on purpose: every gear card renders one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { loginPath } from '#web/lib/safe-path.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useFavourites, useToggleFavourite } from '#web/features/gears/api/favourites.ts';

export function FavouriteButton({ gear, className = '' }: { gear: Gear; className?: string }) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { data } = useFavourites();
  const toggle = useToggleFavourite();
  const [busy, setBusy] = useState(false);
  // Saving one's own listing would only clutter the watchlist.
  if (user?.id === gear.user) return null;
  const saved = data?.items.some((g) => g.id === gear.id) ?? false;

  const onClick = async () => {
    if (!isLoggedIn) return navigate(loginPath(`${location.pathname}${location.search}`));
    setBusy(true);
    await toggle(gear, !saved).catch(() => toast.error(t('favourites.failed')));
    setBusy(false);
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('favourites.remove') : t('favourites.save')}
      title={saved ? t('favourites.remove') : t('favourites.save')}
      disabled={busy}
      onClick={() => void onClick()}
      className={`flex size-10 items-center justify-center rounded-full bg-white/95 shadow hover:bg-white ${saved ? 'text-red-600' : 'text-stone-700'} ${className}`}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
