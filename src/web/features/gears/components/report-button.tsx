// "Report this listing" under a gear's details: for logged-in users other than the seller; a
// logged-out visitor is asked to log in first and comes back here.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loginPath } from '#web/lib/safe-path.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import type { ReportOutcome } from './report-dialog.tsx';

const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog.tsx')).ReportDialog,
}));

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-stone-600 underline-offset-2 hover:text-red-800 hover:underline';

export function ReportButton({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  if (user?.id === gear.user) return null;

  return (
    <div>
      {!isLoggedIn ? (
        <Link to={loginPath(`${location.pathname}${location.search}`)} className={buttonClass}>
          {t('reports.open')}
        </Link>
      ) : (
        outcome === null && (
          <button type="button" onClick={() => setOpen(true)} className={buttonClass}>
            {t('reports.open')}
          </button>
        )
      )}
      <div role="status">
        {outcome && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm font-medium text-stone-800">
            {outcome === 'sent' ? t('reports.sent') : t('reports.already')}
          </p>
        )}
      </div>
      {open && (
        <Suspense fallback={<Spinner />}>
          <ReportDialog
            gearId={gear.id}
            onClose={() => setOpen(false)}
            onDone={(result) => {
              setOpen(false);
              setOutcome(result);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
