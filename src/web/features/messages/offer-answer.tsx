// Accept and decline for the other side's open offer. Both ask first: accepting reserves the
// listing for the buyer and declining cannot be undone, and on a phone the two buttons sit side by
// side, a mis-tap apart.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/contracts/offers.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { formatPrice } from '#web/lib/format.ts';
import type { useAnswerOffer } from './offer-api.ts';

type Props = { offer: Offer; answer: ReturnType<typeof useAnswerOffer> };
type Choice = 'accept' | 'decline';

export function OfferAnswer({ offer, answer }: Props) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<Choice | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const amount = formatPrice(offer.amount, offer.currency, i18n.language);

  // The dialog unmounts its content on close, so focus goes back to the button that opened it
  // (when the answer went through, the buttons are gone and the list shows the new state).
  // The native dialog's own close event calls this a second time, after `asking` is cleared.
  const close = () => {
    if (asking === null) return;
    const opener = (asking === 'decline' ? declineButton : acceptButton).current;
    setAsking(null);
    requestAnimationFrame(() => opener?.isConnected && opener.focus());
  };
  const confirm = () =>
    answer.mutate({ offerId: offer.id, accept: asking === 'accept' }, { onSettled: close });

  return (
    <div className="flex gap-2">
      <button
        ref={acceptButton}
        type="button"
        className={buttonClass({ size: 'sm' })}
        disabled={answer.isPending}
        onClick={() => setAsking('accept')}
      >
        {t('offers.accept')}
      </button>
      <button
        ref={declineButton}
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={answer.isPending}
        onClick={() => setAsking('decline')}
      >
        {t('offers.decline')}
      </button>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'decline' ? 'offers.declineTitle' : 'offers.acceptTitle', { amount })}
        message={t(asking === 'decline' ? 'offers.declineExplain' : 'offers.acceptExplain')}
        confirmLabel={t(asking === 'decline' ? 'offers.decline' : 'offers.accept')}
        cancelLabel={t('reports.cancel')}
        busy={answer.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </div>
  );
}
