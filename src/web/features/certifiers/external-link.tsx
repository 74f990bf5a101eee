import { useTranslation } from 'react-i18next';
import { websiteLink } from './api/certifiers.ts';

/** A certifier's website: opens in a new tab (announced), never gets window.opener. */
export function WebsiteLink({ website, className = '' }: { website: string; className?: string }) {
  const { t } = useTranslation();
  const link = websiteLink(website);
  if (!link)
    return <span className="text-stone-600">{website || t('certifiers.notAvailable')}</span>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`break-all text-accent-800 underline hover:text-accent-700 ${className}`}
    >
      {link.label}
      <span className="sr-only">{` ${t('certifiers.newTab')}`}</span>
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        className="ml-1 inline size-3.5 align-baseline"
        fill="currentColor"
      >
        <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
        <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
      </svg>
    </a>
  );
}
