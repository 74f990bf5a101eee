import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { AppLink, isCurrent } from '#web/lib/follow-link.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SearchBar } from './search-bar.tsx';
import { paths } from '#shared/paths.ts';

// Only a logged-in visitor sees it, after hydration: its code stays out of the home route's
// bundle (150 KB budget).
const UnreadBadge = lazy(() =>
  import('#web/features/messages/unread-badge.tsx').then((m) => ({ default: m.UnreadBadge })),
);

// The page one is on: coloured and underlined, not told by colour alone (WCAG 1.4.1). Not bolder:
// a wider link wraps the French header at 1024 px.
const navClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-accent-50 ${isActive ? 'text-accent-800 underline' : 'text-stone-700'}`;

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoggedIn, signOut } = useSession();
  // Open on the page where it was opened: following one of its links closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  // NavLink's marks, from the one location read here.
  const navProps = (to: string) => {
    const active = isCurrent(pathname, to);
    return { className: navClass(active), 'aria-current': active ? ('page' as const) : undefined };
  };
  const setMenuOpen = (open: (was: boolean) => boolean) =>
    setOpenOn(open(menuOpen) ? pathname : null);

  const logout = async () => {
    await signOut();
    navigate('/auth');
  };

  // Phones: one row of logo, search and menu; the menu holds the links and the account. From
  // `lg` everything sits in the row and the search gets its own below it.
  const panel = menuOpen ? 'flex' : 'hidden';
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:px-4 lg:py-3">
        <AppLink
          to="/"
          className="flex shrink-0 items-center gap-2 text-xl font-bold text-accent-800 lg:mr-4"
        >
          <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
          <span className="sr-only sm:not-sr-only">{t('layout.title')}</span>
        </AppLink>
        <SearchBar />
        <button
          type="button"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{t('layout.menu')}</span>
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <nav
          id="main-nav"
          aria-label={t('layout.mainNav')}
          className={`${panel} order-last w-full flex-col gap-1 lg:order-none lg:flex lg:w-auto lg:flex-row lg:items-center`}
        >
          <AppLink to="/addgear" {...navProps('/addgear')}>
            {t('layout.sell')}
          </AppLink>
          <AppLink to="/about-us" {...navProps('/about-us')}>
            {t('layout.contact')}
          </AppLink>
          <AppLink to="/security-and-safety" {...navProps('/security-and-safety')}>
            {t('layout.safety')}
          </AppLink>
          <CategoryMenu />
          {user?.is_staff && (
            <AppLink to="/admin" {...navProps('/admin')}>
              {t('layout.admin')}
            </AppLink>
          )}
        </nav>
        <div
          className={`${panel} order-last w-full flex-wrap items-center gap-2 border-t border-stone-100 pt-2 lg:order-none lg:ml-auto lg:flex lg:w-auto lg:justify-end lg:border-0 lg:pt-0`}
        >
          <LanguageSelect />
          {isLoggedIn && user ? (
            <>
              <Suspense fallback={null}>
                <UnreadBadge />
              </Suspense>
              <AppLink to="/dashboard" className={buttonClass({ size: 'sm' })}>
                {t('layout.dashboard')}
              </AppLink>
              <button
                type="button"
                onClick={logout}
                className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-100"
              >
                {t('layout.logout')}
              </button>
              <AppLink
                to={paths.user(user.id)}
                className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-stone-100"
              >
                <span
                  aria-hidden
                  className="flex size-8 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800"
                >
                  {(user.first_name || user.username).slice(0, 1).toUpperCase()}
                </span>
                <span className="sr-only text-sm font-medium sm:not-sr-only">
                  {user.first_name || user.username}
                </span>
              </AppLink>
            </>
          ) : (
            <>
              <AppLink
                to="/auth"
                className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-100"
              >
                {t('layout.login')}
              </AppLink>
              <AppLink to="/signup" className={buttonClass({ size: 'sm' })}>
                {t('layout.signup')}
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
