import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { ContactForm } from './contact-form.tsx';

/** About Air Gear, and the contact form. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'), t('about.p1'));
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <article>
        <h1 className="text-3xl font-bold">{t('about.title')}</h1>
        <p className="mt-4 text-lg text-stone-700">{t('about.p1')}</p>
        <p className="mt-3 text-stone-700">{t('about.p2')}</p>
        <p className="mt-3 text-stone-700">{t('about.p3')}</p>
        <p className="mt-3 text-stone-700">
          {t('about.more')}{' '}
          <Link to="/security-and-safety" className="font-medium text-accent-800 underline">
            {t('layout.safety')}
          </Link>
          {' · '}
          <Link to="/certifiers" className="font-medium text-accent-800 underline">
            {t('layout.certifiers')}
          </Link>
          {' · '}
          <Link to="/terms-and-conditions" className="font-medium text-accent-800 underline">
            {t('layout.terms')}
          </Link>
        </p>
      </article>
      <section
        aria-labelledby="contact-heading"
        className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <h2 id="contact-heading" className="text-2xl font-semibold">
          {t('contact.title')}
        </h2>
        <p className="mt-2 mb-5 text-stone-600">{t('contact.intro')}</p>
        <ContactForm />
      </section>
    </div>
  );
}
