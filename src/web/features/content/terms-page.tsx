import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { ProseSection } from './prose.tsx';

// [section key, number of paragraphs]; the texts live in the locale files (terms.<key>.pN).
const SECTIONS = [
  ['scope', 1],
  ['service', 2],
  ['accounts', 2],
  ['listings', 2],
  ['certificates', 1],
  ['safety', 1],
  ['liability', 2],
  ['privacy', 1],
  ['changes', 1],
] as const;

export function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('terms.title'), t('terms.intro'));
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{t('terms.title')}</h1>
      <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-950">
        {t('terms.intro')}
      </p>
      {SECTIONS.map(([key, paragraphs]) => (
        <ProseSection key={key} prefix={`terms.${key}`} paragraphs={paragraphs} />
      ))}
      <p className="mt-10 text-stone-600">
        {t('terms.questions')}{' '}
        <Link to="/about-us" className="font-medium text-accent-800 underline">
          {t('terms.contactLink')}
        </Link>
      </p>
    </article>
  );
}
