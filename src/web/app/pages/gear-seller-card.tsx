// The seller's card on a listing's page: their name (linking to their profile) with the certified
// seller badge, and the way to message them while the gear is for sale.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { paths } from '#shared/paths.ts';
import { MessageSeller } from '#web/features/messages/message-seller.tsx';

export function SellerCard({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const seller = `${gear.seller.first_name} ${gear.seller.last_name}`.trim() || t('gears.seller');
  return (
    <section id="seller" className="scroll-mt-4 rounded-xl border border-stone-200 bg-white p-4">
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
  );
}
