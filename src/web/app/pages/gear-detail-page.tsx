import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#web/lib/format.ts';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { CertificateSection } from '#web/features/certificates/certificate-section.tsx';
import { PassportSection } from '#web/features/passport/passport-section.tsx';
import { RecordFix } from '#web/features/passport/components/record-fix.tsx';
import { GearNoticesSection } from '#web/features/notices/gear-notices-section.tsx';
import { useNoticesChanged } from '#web/features/notices/api/notices.ts';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useGear } from '#web/features/gears/api/gears.ts';
import { FavouriteButton } from '#web/features/gears/components/favourite-button.tsx';
import { Gallery } from '#web/features/gears/components/gallery.tsx';
import { PropertyList } from '#web/features/gears/components/property-list.tsx';
import { GearPlace, HandoverFacts, PostedAgo } from '#web/features/gears/components/gear-facts.tsx';
import { MessageSellerBar } from './message-seller-bar.tsx';
import { ReportButton } from '#web/features/gears/components/report-button.tsx';
import { PriceGuideNote, PriceTag } from '#web/features/gears/components/price-tag.tsx';
import { PriceDropDate } from '#web/features/gears/components/price-drop-date.tsx';
import { paths } from '#shared/paths.ts';
import { FitPanel } from '#web/features/gears/catalogue/fit-panel.tsx';
import { useCatalogueSize } from '#web/features/gears/catalogue/api.ts';
import { SimilarGear } from '#web/features/gears/catalogue/similar-gear.tsx';
import { MessageSeller } from '#web/features/messages/message-seller.tsx';

// Only the seller changes a listing's status: the control and its write load for them alone.
const StatusControl = lazy(() =>
  import('#web/features/gears/components/status-control.tsx').then((m) => ({
    default: m.StatusControl,
  })),
);

// Reserving for a buyer reads the listing's conversations: for the seller alone, when shown.
const ReserveForBuyer = lazy(() =>
  import('#web/features/messages/reserve-for-buyer.tsx').then((m) => ({
    default: m.ReserveForBuyer,
  })),
);

/** A listing's page; its reads are its loader's (gear-detail-loader.ts: a missing one is a 404). */
export function GearDetailPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { data: gear, isPending, error, refetch } = useGear(id);
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const noticesChanged = useNoticesChanged();
  usePageTitle(gear ? `${gear.name} – ${gear.brand} ${gear.model}` : undefined, gear?.description);

  if (isPending) return <Spinner />;
  if (error || !gear) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  const type = types.find((x) => x.id === gear.gear_type);
  const isOwner = user?.id === gear.user;
  const seller = `${gear.seller.first_name} ${gear.seller.last_name}`.trim() || t('gears.seller');
  return (
    <article className="grid gap-8 max-sm:pb-16 lg:grid-cols-[3fr_2fr]">
      <Gallery pictures={gear.pictures} title={gear.name} />
      <div className="flex min-w-0 flex-col gap-5">
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
        {isOwner && (
          <Suspense fallback={null}>
            <StatusControl gear={gear} />
            {(gear.status === 'active' || gear.status === 'reserved') && (
              <ReserveForBuyer gearId={gear.id} />
            )}
          </Suspense>
        )}
        <GearNoticesSection
          gearId={gear.id}
          renderFix={
            isOwner && gear.item
              ? ({ notice }) => (
                  <RecordFix
                    itemId={gear.item!}
                    notice={{ id: notice.id, title: localText(notice.title, i18n.language) }}
                    onDone={noticesChanged}
                  />
                )
              : undefined
          }
        />
        <div className="flex flex-col gap-1">
          <PriceTag
            gear={gear}
            size="page"
            dropDate={<PriceDropDate changedAt={gear.price_changed_at} />}
          />
          <PriceGuideNote gear={gear} />
          <ModelLink sizeId={gear.catalogue_size} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-stone-600">{t('gears.type')}</dt>
          <dd className="font-medium">{type ? typeName(type) : ''}</dd>
          <dt className="text-stone-600">{t('gears.brand')}</dt>
          <dd className="font-medium">{gear.brand}</dd>
          <dt className="text-stone-600">{t('gears.model')}</dt>
          <dd className="font-medium">{gear.model}</dd>
          {gear.country && (
            <>
              <dt className="text-stone-600">{t('fit.where')}</dt>
              <dd className="font-medium">
                <GearPlace country={gear.country} town={gear.town?.name} />
              </dd>
            </>
          )}
          <HandoverFacts gear={gear} />
        </dl>
        <p className="text-sm text-stone-600">
          <PostedAgo date={gear.published_at ?? gear.created_at} />
        </p>
        <PropertyList gear={gear} type={type} />
        <FitPanel gear={gear} />
        {gear.description && (
          <p className="whitespace-pre-line text-stone-700">{gear.description}</p>
        )}
        <section
          id="seller"
          className="scroll-mt-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
            {t('gears.seller')}
          </h2>
          <Link
            to={paths.user(gear.seller.id)}
            className="mt-1 inline-flex items-center gap-2 text-lg font-medium text-accent-800 hover:underline"
          >
            {seller}
            {gear.seller.is_certified_seller && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('gears.certifiedSeller')}
              </span>
            )}
          </Link>
          {/* Sold gear invites no more contact: the listing stays only as a record. */}
          {gear.status !== 'sold' && (
            <p className="mt-1 text-sm text-stone-600">{t('gears.sellerInfo')}</p>
          )}
          <MessageSeller gear={gear} />
        </section>
        <ReportButton gear={gear} />
      </div>
      <div className="defer-render lg:col-span-2">
        <PassportSection gear={gear} />
        <CertificateSection gear={gear} />
      </div>
      <SimilarGear id={gear.id} />
      {!isOwner && (gear.status === 'active' || gear.status === 'reserved') && (
        <MessageSellerBar price={formatPrice(gear.price, gear.currency, i18n.language)} />
      )}
    </article>
  );
}

/** The model's page (sizes, listings, price guide), when the listing names a catalogue size. */
function ModelLink({ sizeId }: { sizeId: string | null }) {
  const { t } = useTranslation();
  const { data: size } = useCatalogueSize(sizeId);
  if (!size) return null;
  return (
    <Link to={paths.model(size.model)} className="text-sm underline">
      {t('prices.model.link')}
    </Link>
  );
}
