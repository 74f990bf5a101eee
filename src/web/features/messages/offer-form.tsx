// The offer form: an amount in the listing's currency and an optional note. The buyer offers;
// the seller counters the buyer's open offer. The server checks the amount (docs/api.md).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_NOTE_MAX } from '#shared/contracts/offers.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { useMakeOffer } from './offer-api.ts';
import { OfferError } from './offer-error.tsx';

type Props = { id: string; counter: boolean; currency: string };

export function OfferForm({ id, counter, currency }: Props) {
  const { t } = useTranslation();
  const make = useMakeOffer(id);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value)) return;
    make.mutate(
      { amount: value, note },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium">
          {t('offers.amount', { currency })}
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={`${inputClass} w-40`}
          />
        </label>
        <label className="flex min-w-48 flex-1 flex-col text-sm font-medium">
          {t('offers.note')}
          <input
            value={note}
            maxLength={OFFER_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            className={inputClass}
          />
        </label>
        <Button type="submit" disabled={make.isPending}>
          {t(counter ? 'offers.counter' : 'offers.make')}
        </Button>
      </div>
      {make.error && <OfferError error={make.error} />}
      <p className="text-xs text-stone-600">{t('offers.expiry')}</p>
    </form>
  );
}
