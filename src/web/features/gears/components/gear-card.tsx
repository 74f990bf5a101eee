import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { prefetchOnIntent } from '#web/lib/prefetch.ts';
import { FitBadge } from '#web/features/gears/catalogue/fit-badge.tsx';
import { GearFacts, GearPlace, PostedAgo } from './gear-facts.tsx';
import { AirworthinessBadge } from '#web/components/ui/airworthiness-badge.tsx';
import { NoticeBadge } from '#web/components/ui/notice-badge.tsx';
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
 * The card grid's slot (gear-grid.tsx): 2 columns on phones and from `sm`, 3 from `lg`, 4 from
 * `xl`, where the page stops growing (80rem less its padding and gaps: 297px a card).
 */
export const CARD_SIZES = '(min-width:1280px) 297px,(min-width:1024px) 33vw,50vw';

type Props = {
  gear: Gear;
  /** The gear type's name in the page's language: the list reads the types once for all its cards. */
  typeLabel: string;
  /** The gear's type (its key facts and their units), likewise. */
  type?: GearType | undefined;
  priority?: boolean;
  /** On a phone, a compact row (photo beside the facts) instead of a card. */
  row?: boolean;
};

/**
 * Brand, picture (or placeholder), model, type label and key facts, country and posting date,
 * price with currency, See Details. The
 * `priority` card's photo is the page's largest paint: fetched first (the server preloads it),
 * every other card's waits until it nears the screen.
 */
export function GearCard({ gear, typeLabel, type, priority, row = false }: Props) {
  const { t } = useTranslation();
  const cover = gear.pictures[0];
  const title = `${gear.brand} ${gear.model}`;
  return (
    <article
      className={`defer-render flex overflow-hidden ${row ? 'max-sm:[contain-intrinsic-block-size:auto_7rem]' : 'max-sm:[contain-intrinsic-block-size:auto_23rem]'} rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col ${row ? 'flex-row' : 'flex-col'}`}
    >
      <div
        className={`relative aspect-[4/3] bg-stone-100 ${row ? 'w-32 shrink-0 self-start sm:w-auto sm:self-auto' : ''}`}
      >
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
        {/* On a phone's half-width card the badges are smaller, so the photo and the heart show. */}
        <div className="absolute top-2 right-2 left-2 flex flex-wrap gap-1 max-sm:top-1.5 max-sm:left-1.5 max-sm:*:px-1.5 max-sm:*:py-0 max-sm:*:text-[0.6875rem]">
          <NoticeBadge counts={gear.notices} />
          {gear.fit && <FitBadge fit={gear.fit} />}
          {gear.airworthiness && <AirworthinessBadge status={gear.airworthiness} />}
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
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {gear.brand}
        </p>
        <h3 className="text-base leading-snug font-semibold break-words sm:text-lg">
          {gear.model}
        </h3>
        <p className="text-sm text-stone-600">{typeLabel}</p>
        <GearFacts gear={gear} type={type} />
        <p className="flex flex-wrap gap-x-2 text-xs text-stone-600">
          {gear.country && <GearPlace country={gear.country} town={gear.town?.name} />}
          <PostedAgo date={gear.published_at ?? gear.created_at} />
        </p>
        <div className="mt-auto pt-2">
          <PriceTag gear={gear} size="card" />
          <PriceGuideNote gear={gear} />
        </div>
        <Link
          to={paths.gear(gear.id)}
          {...prefetchOnIntent(paths.gear(gear.id))}
          className={buttonClass({
            className: 'mt-1 max-sm:px-2 max-sm:py-1.5 max-sm:text-sm sm:mt-2',
          })}
          aria-label={t('gears.seeDetailsOf', { title })}
        >
          {t('gears.seeDetails')}
        </Link>
      </div>
    </article>
  );
}
