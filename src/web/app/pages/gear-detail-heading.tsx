// The top of a listing's page: its title with the favourite button and, for the seller, the
// edit link; then a banner for each state a buyer must see first (sold, reserved, a draft,
// archived, hidden while its serial number matches a stolen-gear report).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { paths } from '#shared/paths.ts';
import { FavouriteButton } from '#web/features/gears/components/favourite-button.tsx';

export function GearHeading({ gear, isOwner }: { gear: Gear; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <h1 className="flex-1 text-3xl font-bold">{gear.name}</h1>
      <FavouriteButton gear={gear} className="border border-stone-200" />
      {isOwner && (
        <Link
          to={paths.editGear(gear.id)}
          className="rounded-lg border border-stone-300 p-2 hover:bg-stone-100"
          aria-label={t('gears.edit')}
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
          </svg>
        </Link>
      )}
    </div>
  );
}

export function StatusBanners({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  return (
    <>
      {gear.status === 'sold' && (
        <p className="rounded-lg bg-red-700 px-4 py-2 text-center text-lg font-bold text-white">
          {t('gears.soldBanner')}
        </p>
      )}
      {gear.status === 'reserved' && (
        <p className="rounded-lg bg-amber-700 px-4 py-2 text-center text-lg font-bold text-white">
          {t('messages.reservedBanner')}
        </p>
      )}
      {gear.status === 'draft' && (
        <p className="rounded-lg bg-stone-200 px-4 py-2 text-center font-semibold text-stone-800">
          {t('lifecycle.draftBanner')}
        </p>
      )}
      {gear.status === 'archived' && (
        <p className="rounded-lg bg-stone-200 px-4 py-2 text-center font-semibold text-stone-800">
          {t('lifecycle.archivedBanner')}
        </p>
      )}
      {gear.held && (
        <p role="status" className="rounded-lg bg-red-100 px-4 py-2 font-semibold text-red-900">
          {t('stolen.heldListing')}
        </p>
      )}
    </>
  );
}
