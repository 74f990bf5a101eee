// Offers in a conversation: the list with each offer's state, accept and decline for the other
// side's open offer, and the form to offer (buyer) or counter (seller). The server decides every
// rule; its refusals are shown in the page's language where they are known.
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/contracts/conversations.ts';
import type { Offer } from '#shared/contracts/offers.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useAnswerOffer, useOfferGear, useOffers } from './offer-api.ts';
import { OfferAnswer } from './offer-answer.tsx';
import { OfferError } from './offer-error.tsx';
import { OfferForm } from './offer-form.tsx';

const STATE_CLASS: Record<Offer['status'], string> = {
  open: 'bg-accent-100 text-accent-800',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  countered: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
};

export function OfferPanel({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const id = conversation.id;
  const offers = useOffers(id);
  const gear = useOfferGear(id, conversation.gear.id);
  const answer = useAnswerOffer(id);
  const list = offers.data ?? [];
  const open = list.filter((o) => o.status === 'open');
  const theirs = open.find((o) => o.from !== conversation.role);
  const mine = open.find((o) => o.from === conversation.role);
  const forSale = conversation.gear.status === 'active' || conversation.gear.status === 'reserved';
  const canOffer = forSale && !mine && (conversation.role === 'buyer' || theirs !== undefined);
  return (
    <section
      aria-labelledby="offers-title"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="offers-title" className="text-lg font-semibold">
        {t('offers.title')}
      </h2>
      {gear.data && (
        <p className="text-sm text-stone-600">
          {t('offers.asking', {
            price: formatPrice(gear.data.price, gear.data.currency, i18n.language),
          })}
          {gear.data.price_type !== 'fixed' && ` · ${t(`prices.type.${gear.data.price_type}`)}`}
        </p>
      )}
      {list.length > 0 && (
        <ol className="mt-3 flex flex-col gap-2" aria-label={t('offers.list')}>
          {list.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">
                {t(
                  offer.from === conversation.role ? 'offers.fromYou' : `offers.from.${offer.from}`,
                )}
              </span>
              <span className="font-bold">
                {formatPrice(offer.amount, offer.currency, i18n.language)}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[offer.status]}`}
              >
                {t(`offers.status.${offer.status}`)}
              </span>
              {offer.note && <span className="w-full text-stone-700">“{offer.note}”</span>}
              {offer.id === theirs?.id && forSale && <OfferAnswer offer={offer} answer={answer} />}
            </li>
          ))}
        </ol>
      )}
      {answer.error && <OfferError error={answer.error} />}
      {mine && <p className="mt-3 text-sm text-stone-700">{t('offers.waiting')}</p>}
      {canOffer && gear.data && (
        <OfferForm id={id} counter={theirs !== undefined} currency={gear.data.currency} />
      )}
    </section>
  );
}
