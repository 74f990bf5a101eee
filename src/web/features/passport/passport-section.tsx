// The gear passport under a listing: its status and timeline of records with their proof, or
// "no check recorded". The seller starts it, adds records and prints it; a certifier adds signed
// checks. Printing shows the passport alone (styles.css, @media print).
import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { useCertifierAccount, useItem } from './api/passport.ts';
import { ItemPassport } from './components/item-passport.tsx';
import { StartPassport } from './components/start-passport.tsx';

export function PassportSection({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const item = useItem(gear.item);
  const account = useCertifierAccount(user !== null);
  const isSeller = user !== null && user.id === gear.user;
  let content;
  if (!gear.item)
    content = (
      <>
        <p className="text-stone-700">{t('passport.status.none')}</p>
        {isSeller && <StartPassport gear={gear} />}
      </>
    );
  else if (item.isPending) content = <Spinner />;
  else if (item.error)
    content = <ErrorMessage error={item.error} onRetry={() => void item.refetch()} />;
  else content = <ItemPassport item={item.data} certifier={account.data?.certifier ?? null} />;
  return (
    <section
      aria-labelledby="passport-heading"
      className="passport mt-4 flex flex-col gap-4 border-t border-stone-200 pt-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="passport-heading" className="text-2xl font-semibold">
          {t('passport.title')}
          <span className="sr-only print:not-sr-only">{` – ${gear.brand} ${gear.model}`}</span>
        </h2>
        {isSeller && gear.item && (
          <Button variant="secondary" className="no-print" onClick={() => window.print()}>
            {t('passport.print')}
          </Button>
        )}
      </div>
      {content}
    </section>
  );
}
