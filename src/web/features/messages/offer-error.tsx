// An offer refused by the server, in the page's language where the message is known (the
// server speaks English; the rules are in docs/api.md, "Offers and prices").
import { useTranslation } from 'react-i18next';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { ApiError } from '#web/lib/api-client.ts';

const KNOWN: Record<string, string> = {
  'An offer cannot be above the asking price.': 'offers.errors.aboveAsking',
  'Offers under half the asking price are only for listings that welcome offers.':
    'offers.errors.tooLow',
  'A counter offer must be above the offer it answers.': 'offers.errors.counterLow',
  'Your offer is not below the seller’s: accept theirs instead.': 'offers.errors.acceptInstead',
  'This listing is no longer for sale.': 'offers.errors.notForSale',
  'This offer is no longer open.': 'offers.errors.notOpen',
  'You have made too many offers today. Please wait.': 'offers.errors.tooMany',
};

export function OfferError({ error }: { error: Error }) {
  const { t } = useTranslation();
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  const message = fields[0] ?? error.message;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {KNOWN[message] ? t(KNOWN[message]) : translateMessage(message, t)}
    </p>
  );
}
