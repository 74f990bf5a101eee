// An offer refused by the server, in the page's language (the server speaks English; its offer
// messages are in the server's table, server-message-keys.ts; the rules are in docs/api.md,
// "Offers and prices").
import { useTranslateMessage } from '#web/components/ui/use-translate-message.ts';
import { ApiError } from '#web/lib/api-client.ts';

export function OfferError({ error }: { error: Error }) {
  const translate = useTranslateMessage();
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {translate(fields[0] ?? error.message)}
    </p>
  );
}
