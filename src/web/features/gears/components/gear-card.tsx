import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { prefetchOnIntent } from '#web/lib/prefetch.ts';
import { FitBadge } from '#web/features/gears/catalogue/fit-badge.tsx';
import { GearPlaceholder } from './gear-placeholder.tsx';
import { PriceGuideNote, PriceTag } from './price-tag.tsx';
import { photoSrcSet } from './photo-srcset.ts';
import { paths } from '#shared/paths.ts';

// The watchlist heart loads just after the first paint: the home route's JavaScript budget
// (docs/decisions/003) has no room for it, and nothing shifts when it appears.
const FavouriteButton = lazy(async () => ({
  default: (await import('./favourite-button.tsx')).FavouriteButton,
}));

/**
 * The card grid's slot (gear-grid.tsx): one column on phones, 2 from `sm`, 3 from `lg`, 4 from
 * `xl`, where the page stops growing (80rem less its padding and gaps: 297px a card).
 */
export const CARD_SIZES =
  '(min-width:1280px) 297px,(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw';

type Props = {
  gear: Gear;
  /** The gear type's name in the page's language: the list reads the types once for all its cards. */
  typeLabel: string;
  priority?: boolean;
};

/**
 * Brand, picture (or placeholder), model, price with currency, type label, See Details. The
 * `priority` card's photo is the page's largest paint: fetched first (the server preloads it),
 * every other card's waits until it nears the screen.
 */
export function GearCard({ gear, typeLabel, priority }: Props) {
  const { t } = useTranslation();
  const cover = gear.pictures[0];
  const title = `${gear.brand} ${gear.model}`;
  return (
    <article className="defer-render flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-stone-100">
        {cover ? (
          <img
            src={cover.thumbnail}
            srcSet={photoSrcSet(cover)}
            sizes={CARD_SIZES}
            alt={title}
            width={cover.thumbnail_width}
            height={cover.thumbnail_height}
            {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
            className="size-full object-cover"
          />
        ) : (
          <GearPlaceholder label={t('gears.noPhoto')} />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {gear.fit && <FitBadge fit={gear.fit} />}
          {gear.has_certificate && (
            <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-accent-800 shadow">
              <span aria-hidden>{'✓ '}</span>
              {t('gears.certified')}
            </span>
          )}
          {gear.seller.is_certified_seller && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow">
              {t('gears.certifiedSeller')}
            </span>
          )}
        </div>
        {gear.status === 'sold' && (
          <span className="absolute top-2 right-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('gears.sold')}
          </span>
        )}
        {gear.status === 'reserved' && (
          <span className="absolute top-2 right-2 rounded bg-amber-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('messages.state.reserved')}
          </span>
        )}
        <Suspense fallback={null}>
          <FavouriteButton gear={gear} className="absolute right-2 bottom-2" />
        </Suspense>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{gear.brand}</p>
        <h3 className="text-lg leading-snug font-semibold">{gear.model}</h3>
        <p className="text-sm text-stone-600">
          {typeLabel}
          {/* The code as text: an emoji flag sends a system without an emoji font through all
              its fonts for each card, which lengthened the first layout of a page of cards. */}
          {gear.country && (
            <span className="ml-2 rounded-sm bg-stone-100 px-1 text-xs font-semibold tracking-wide text-stone-700">
              {gear.country}
            </span>
          )}
        </p>
        <div className="mt-auto pt-2">
          <PriceTag gear={gear} size="card" />
          <PriceGuideNote gear={gear} />
        </div>
        <Link
          to={paths.gear(gear.id)}
          {...prefetchOnIntent(paths.gear(gear.id))}
          className={buttonClass({ className: 'mt-2' })}
          aria-label={t('gears.seeDetailsOf', { title })}
        >
          {t('gears.seeDetails')}
        </Link>
      </div>
    </article>
  );
}
