import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { ProseSection } from './prose.tsx';

/** Buying and selling tips for used gear; states that only registered users see contact details. */
export function SafetyPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  usePageTitle(t('safety.title'), t('safety.intro'));
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{t('safety.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('safety.intro')}</p>
      <aside
        aria-labelledby="safety-contact"
        className="mt-6 rounded-xl border border-accent-100 bg-accent-50 p-5"
      >
        <h2 id="safety-contact" className="text-lg font-semibold text-accent-800">
          {t('safety.contact.title')}
        </h2>
        <p className="mt-2 text-stone-800">{t('safety.contact.text')}</p>
        {!isLoggedIn && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/signup" className={buttonClass()}>
              {t('layout.signup')}
            </Link>
            <Link
              to="/auth"
              className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
            >
              {t('layout.login')}
            </Link>
          </div>
        )}
      </aside>
      <ProseSection prefix="safety.buying" paragraphs={6} list />
      <ProseSection prefix="safety.paying" paragraphs={3} list />
      <ProseSection prefix="safety.selling" paragraphs={4} list />
      <ProseSection prefix="safety.offSite" paragraphs={3} id="off-site" />
      <p className="mt-3">
        <Link to="/stolen-gear" className="font-medium text-accent-800 underline">
          {t('stolen.title')}
        </Link>
      </p>
      <p className="mt-3">
        <Link to="/notices" className="font-medium text-accent-800 underline">
          {t('notices.title')}
        </Link>
      </p>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{t('safety.report.title')}</h2>
        <p className="mt-3 text-stone-700">
          {t('safety.report.text')}{' '}
          <Link to="/about-us" className="font-medium text-accent-800 underline">
            {t('safety.report.link')}
          </Link>
        </p>
      </section>
    </article>
  );
}
