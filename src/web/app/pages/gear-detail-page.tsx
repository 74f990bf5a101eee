// A listing's page: the gallery, then its heading and banners, the seller's controls, safety
// notices, price, facts, properties and fit, the seller's card, the passport and certificates,
// and similar gear. Its parts live beside it (gear-detail-heading.tsx, gear-price.tsx,
// gear-seller-card.tsx).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#web/lib/format.ts';
import { useParams } from 'react-router';
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
import { Gallery } from '#web/features/gears/components/gallery.tsx';
import { PropertyList } from '#web/features/gears/components/property-list.tsx';
import { GearPlace, HandoverFacts, PostedAgo } from '#web/features/gears/components/gear-facts.tsx';
import { GearHeading, StatusBanners } from './gear-detail-heading.tsx';
import { GearPrice } from './gear-price.tsx';
import { SellerCard } from './gear-seller-card.tsx';
import { MessageSellerBar } from './message-seller-bar.tsx';
import { ReportButton } from '#web/features/gears/components/report-button.tsx';
import { FitPanel } from '#web/features/gears/catalogue/fit-panel.tsx';
import { SimilarGear } from '#web/features/gears/catalogue/similar-gear.tsx';

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
  return (
    <article className="grid gap-8 max-sm:pb-16 lg:grid-cols-[3fr_2fr]">
      <Gallery pictures={gear.pictures} title={gear.name} />
      <div className="flex min-w-0 flex-col gap-5">
        <GearHeading gear={gear} isOwner={isOwner} />
        <StatusBanners gear={gear} />
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
        <GearPrice gear={gear} />
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
        <SellerCard gear={gear} />
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
