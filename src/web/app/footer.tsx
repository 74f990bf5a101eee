import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/lib/follow-link.tsx';

const SOCIAL = [
  {
    key: 'instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  {
    key: 'facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z',
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/',
    path: 'M22 8s-.2-1.7-.9-2.4c-.8-.9-1.8-.9-2.2-1C15.7 4.4 12 4.4 12 4.4s-3.7 0-6.9.2c-.4.1-1.4.1-2.2 1C2.2 6.3 2 8 2 8s-.2 2-.2 3.9v1.8C1.8 15.7 2 17.6 2 17.6s.2 1.7.9 2.4c.8.9 1.9.9 2.4 1 1.8.2 6.7.2 6.7.2s3.7 0 6.9-.3c.4-.1 1.4-.1 2.2-1 .7-.7.9-2.4.9-2.4s.2-2 .2-3.9v-1.8C22.2 10 22 8 22 8ZM10 15.5v-7l6 3.5-6 3.5Z',
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <nav
          aria-label={t('layout.footerNav')}
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700"
        >
          <AppLink to="/about-us" className="hover:underline">
            {t('layout.about')}
          </AppLink>
          <AppLink to="/terms-and-conditions" className="hover:underline">
            {t('layout.terms')}
          </AppLink>
          <AppLink to="/security-and-safety" className="hover:underline">
            {t('layout.safety')}
          </AppLink>
          <AppLink to="/certifiers" className="hover:underline">
            {t('layout.certifiers')}
          </AppLink>
          <AppLink to="/wanted" className="hover:underline">
            {t('layout.wanted')}
          </AppLink>
        </nav>
        <ul className="flex gap-3">
          {SOCIAL.map((s) => (
            <li key={s.key}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-accent-100 hover:text-accent-800"
              >
                <span className="sr-only">{t(`layout.social.${s.key}`)}</span>
                <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
                  <path d={s.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="pb-6 text-center text-xs text-stone-500">{t('layout.disclaimer')}</p>
    </footer>
  );
}
