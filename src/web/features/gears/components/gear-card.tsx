import { lazy, Suspense } from 'react';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { follow } from '#web/lib/follow-link.tsx';
import { prefetchOnIntent } from '#web/lib/prefetch.ts';
import { fitBadge } from '#web/features/gears/catalogue/fit-badge.tsx';
import { gearFacts, gearPlace, postedAgo } from './gear-facts.tsx';
import { airworthinessBadge } from '#web/components/ui/airworthiness-badge.tsx';
import { noticeBadge } from '#web/components/ui/notice-badge.tsx';
import type { CardList } from './card-list.ts';
import { gearPlaceholder } from './gear-placeholder.tsx';
import { priceGuideNote, priceTag } from './price-tag.tsx';
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
  /** What every card of the list reads from the page, read once by the list (card-list.ts). */
  list: CardList;
  /** The gear type's name in the page's language: the list reads the types once for all its cards. */
  typeLabel: string;
  /** The gear's type (its key facts and their units), likewise. */
  type?: GearType | undefined;
  priority?: boolean;
  /** On a phone, a compact row (photo beside the facts) instead of a card. */
  row?: boolean;
  /**
   * Likely on the first screen: laid out at once. A deferred card is first laid out at its
   * placeholder height, and one on screen then grew to its own, pushing the row below it down
   * (`/gears`' layout shift, bench/README.md session 23).
   */
  firstScreen?: boolean;
};

/**
 * Brand, picture (or placeholder), model, type label and key facts, country and posting date,
 * price with currency, See Details. The
 * `priority` card's photo is the page's largest paint: fetched first (the server preloads it),
 * every other card's waits until it nears the screen.
 *
 * One component with no hooks (the list's are read once, `list`): its badges, facts and price are
 * written by plain functions, and its link is an anchor whose click the router follows
 * (lib/follow-link.tsx).
 * The repeated class strings are CSS classes (styles.css, `.gear-card*`): a page of 24 cards
 * carried 45 KB of class names.
 */
export function GearCard({
  gear,
  list,
  typeLabel,
  type,
  priority,
  row = false,
  firstScreen,
}: Props) {
  const { t, language } = list;
  const cover = gear.pictures[0];
  const title = `${gear.brand} ${gear.model}`;
  const href = paths.gear(gear.id);
  return (
    <article
      className={`gear-card ${firstScreen ? '' : 'defer-render'} ${row ? 'max-sm:flex-row max-sm:[contain-intrinsic-block-size:auto_7rem]' : 'max-sm:[contain-intrinsic-block-size:auto_23rem]'}`}
    >
      <div
        className={
          row
            ? 'gear-card-photo w-32 shrink-0 self-start sm:w-auto sm:self-auto'
            : 'gear-card-photo'
        }
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
          gearPlaceholder(t('gears.noPhoto'))
        )}
        {/* On a phone's half-width card the badges are smaller, so the photo and the heart show. */}
        <div className="gear-card-badges max-sm:*:px-1.5 max-sm:*:py-0 max-sm:*:text-[0.6875rem]">
          {noticeBadge(gear.notices, t)}
          {gear.fit && fitBadge(gear.fit, t)}
          {gear.airworthiness && airworthinessBadge(gear.airworthiness, t, language)}
          {gear.has_certificate && (
            <span className="badge bg-white/95 text-accent-800">
              <span aria-hidden>{'✓ '}</span>
              {t('gears.certified')}
            </span>
          )}
          {gear.seller.is_certified_seller && (
            <span className="badge bg-amber-100 text-amber-900">{t('gears.certifiedSeller')}</span>
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
      <div className="gear-card-body">
        <p className="gear-card-brand">{gear.brand}</p>
        <h3 className="gear-card-model">{gear.model}</h3>
        <p className="text-sm text-stone-600">{typeLabel}</p>
        {gearFacts(gear, type, list)}
        <p className="gear-card-meta">
          {gear.country && gearPlace(gear.country, gear.town?.name, language)}
          {postedAgo(gear.published_at ?? gear.created_at, t, language)}
        </p>
        <div className="mt-auto pt-2">
          {priceTag({ gear, size: 'card' }, t, language)}
          {priceGuideNote(gear, t, language)}
        </div>
        <a
          href={href}
          onClick={follow}
          {...prefetchOnIntent(href)}
          className="gear-card-link"
          aria-label={t('gears.seeDetailsOf', { title })}
        >
          {t('gears.seeDetails')}
        </a>
      </div>
    </article>
  );
}
