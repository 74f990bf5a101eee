// The Atom feed of the results shown: a <link rel="alternate"> (React hoists it into the head,
// where feed readers look) and a visible link for people.
import { useTranslation } from 'react-i18next';

export function FeedLink({ query }: { query: string }) {
  const { t } = useTranslation();
  const href = `/feeds/gears.atom${query ? `?${query}` : ''}`;
  return (
    <>
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t('savedSearches.feed')}
        href={href}
      />
      <a href={href} className="text-sm font-medium text-accent-800 underline">
        {t('savedSearches.feed')}
      </a>
    </>
  );
}
