// The Atom feed of the results shown: a <link rel="alternate"> (React hoists it into the head,
// where feed readers look) and, for people, a fold that explains the feed and offers its address
// to copy — a plain link opened raw XML in the browser. A <details>, so it opens without JavaScript.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FeedLink({ query }: { query: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState('');
  const href = `/feeds/gears.atom${query ? `?${query}` : ''}`;
  // The server renders the path; once opened, the browser adds the site's address to copy.
  const address = `${origin}${href}`;
  const copy = () =>
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <>
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t('savedSearches.feed')}
        href={href}
      />
      <details
        className="inline-block align-middle text-sm"
        onToggle={() => setOrigin(location.origin)}
      >
        {/* 24 px high at least: a tap target next to "Save this search" (WCAG 2.5.8). */}
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-accent-800 underline">
          {t('savedSearches.feed')}
        </summary>
        <div className="mt-2 flex max-w-md flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-stone-700">{t('savedSearches.feedHelp')}</p>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('savedSearches.feedAddress')}</span>
            <input
              readOnly
              value={address}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs"
            />
          </label>
          <button
            type="button"
            onClick={copy}
            className="self-start rounded-md border border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-100"
          >
            {copied ? t('savedSearches.feedCopied') : t('savedSearches.feedCopy')}
          </button>
        </div>
      </details>
    </>
  );
}
