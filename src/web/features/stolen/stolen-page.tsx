// /stolen-gear: the stolen-gear register. Anyone checks a serial before buying and reads the
// published reports; a logged-in pilot reports their own stolen gear (public after review).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loginPath } from '#web/lib/safe-path.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { usePublishedReports, useSerialCheck } from './api.ts';
import { ReportStolenForm } from './report-stolen-form.tsx';

const input = 'w-full rounded-lg border border-stone-300 p-2';

export function StolenPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  usePageTitle(t('stolen.title'), t('stolen.intro'));
  const reports = usePublishedReports();
  // "Report stolen" from my gear: the item's facts come in the address (the form fills them).
  const [params] = useSearchParams();
  const prefill = Object.fromEntries(
    (['gear_type', 'brand', 'model', 'serial'] as const).flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('stolen.title')}</h1>
        <p className="mt-2 text-stone-700">{t('stolen.intro')}</p>
      </div>
      <SerialCheck />
      <section aria-labelledby="stolen-list">
        <h2 id="stolen-list" className="text-xl font-semibold">
          {t('stolen.published')}
        </h2>
        {reports.isPending && <Spinner />}
        {reports.error && (
          <ErrorMessage error={reports.error} onRetry={() => void reports.refetch()} />
        )}
        {reports.data?.items.length === 0 && <p className="text-stone-600">{t('stolen.none')}</p>}
        <ul className="mt-2 flex flex-col gap-2">
          {reports.data?.items.map((r) => (
            <li key={r.id}>
              <Link to={`/stolen-gear/${r.id}`} className="underline">
                {r.brand} {r.model} · {r.serial}
              </Link>{' '}
              <span className="text-stone-600">
                {r.place}, {r.stolen_on}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {isLoggedIn ? (
        <ReportStolenForm initial={prefill} />
      ) : (
        // Back here after logging in, with the gear's facts the address may carry.
        <p>
          <Link
            to={loginPath(`${pathname}${search}`)}
            className="font-medium text-accent-800 underline"
          >
            {t('stolen.loginToReport')}
          </Link>
        </p>
      )}
    </article>
  );
}

function SerialCheck() {
  const { t } = useTranslation();
  const check = useSerialCheck();
  const [serial, setSerial] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (serial.trim()) check.mutate(serial);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4"
    >
      <label htmlFor="check-serial" className="font-semibold">
        {t('stolen.checkLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="check-serial"
          className={input}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
        />
        <Button type="submit" disabled={check.isPending}>
          {t('stolen.check')}
        </Button>
      </div>
      <div role="status">
        {check.data?.reported && (
          <p className="font-semibold text-red-800">
            {t('stolen.reported')}{' '}
            <Link to={`/stolen-gear/${check.data.report}`} className="underline">
              {t('stolen.seeReport')}
            </Link>
          </p>
        )}
        {check.data && !check.data.reported && <p>{t('stolen.notReported')}</p>}
        {check.error && <p className="text-red-700">{t('stolen.badSerial')}</p>}
      </div>
    </form>
  );
}
