// The heart that saves a gear to the watchlist. A logged-out visitor is sent to log in and comes
// back to the same page. Light on purpose: every gear card renders one, so a visitor's heart (the
// one every server-rendered page hydrates) holds no watchlist query to subscribe to.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { loginPath } from '#web/lib/safe-path.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useFavourites, useToggleFavourite } from '#web/features/gears/api/favourites.ts';

type Props = { gear: Gear; className?: string };

export function FavouriteButton({ gear, className = '' }: Props) {
  const { user, isLoggedIn } = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Saving one's own listing would only clutter the watchlist.
  if (user?.id === gear.user) return null;
  if (isLoggedIn) return <WatchlistHeart gear={gear} className={className} />;
  // A visitor's heart (the one every server-rendered card writes) is no component of its own.
  return heart({
    saved: false,
    className,
    t,
    onClick: () => void navigate(loginPath(`${location.pathname}${location.search}`)),
  });
}

function WatchlistHeart({ gear, className }: Props & { className: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useFavourites();
  const toggle = useToggleFavourite();
  const [busy, setBusy] = useState(false);
  const saved = data?.items.some((g) => g.id === gear.id) ?? false;
  const onClick = async () => {
    setBusy(true);
    await toggle(gear, !saved).catch(() => toast.error(t('favourites.failed')));
    setBusy(false);
  };
  return heart({ saved, disabled: busy, className, t, onClick: () => void onClick() });
}

type HeartProps = {
  saved: boolean;
  disabled?: boolean;
  className: string;
  t: TFunction;
  onClick: () => void;
};

function heart({ saved, disabled, className, t, onClick }: HeartProps) {
  const label = saved ? t('favourites.remove') : t('favourites.save');
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
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
