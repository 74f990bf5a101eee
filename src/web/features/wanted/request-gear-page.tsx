import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { WantedForm } from './wanted-form.tsx';

/** /requestgear: a logged-in user states what they need and the most they would pay. */
export function RequestGearPage() {
  const { t } = useTranslation();
  const { isLoggedIn, isLoading, user } = useSession();
  usePageTitle(t('wanted.title'), t('wanted.intro'));
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">{t('wanted.title')}</h1>
      <p className="mt-3 text-stone-700">{t('wanted.intro')}</p>
      <div className="mt-6">
        {isLoading ? (
          <Spinner />
        ) : isLoggedIn ? (
          <WantedForm country={user?.country ?? ''} />
        ) : (
          <div className="rounded-xl border border-stone-200 bg-white p-6 text-center">
            <p className="text-stone-700">{t('wanted.loginPrompt')}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              <Link to="/auth?next=%2Frequestgear" className={buttonClass()}>
                {t('wanted.loginNow')}
              </Link>
              <Link
                to="/signup"
                className="rounded-lg border border-stone-300 px-5 py-2 font-medium hover:bg-stone-100"
              >
                {t('layout.signup')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
