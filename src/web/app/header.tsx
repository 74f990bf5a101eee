import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { paths } from '#shared/paths.ts';

// Only a logged-in visitor sees it, after hydration: its code stays out of the home route's
// bundle (150 KB budget).
const UnreadBadge = lazy(() =>
  import('#web/features/messages/unread-badge.tsx').then((m) => ({ default: m.UnreadBadge })),
);

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-accent-50 ${isActive ? 'text-accent-800' : 'text-stone-700'}`;

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoggedIn, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  const logout = async () => {
    await signOut();
    navigate('/auth');
  };

  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3">
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
        <Link to="/" className="mr-4 flex items-center gap-2 text-xl font-bold text-accent-800">
          <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
          {t('layout.title')}
        </Link>
        <nav
          id="main-nav"
          aria-label={t('layout.mainNav')}
          className={`${menuOpen ? 'flex' : 'hidden'} order-last w-full flex-col gap-1 lg:order-none lg:flex lg:w-auto lg:flex-row`}
        >
          <NavLink to="/addgear" className={navClass}>
            {t('layout.sell')}
          </NavLink>
          <NavLink to="/about-us" className={navClass}>
            {t('layout.contact')}
          </NavLink>
          <NavLink to="/security-and-safety" className={navClass}>
            {t('layout.safety')}
          </NavLink>
          <CategoryMenu />
          {user?.is_staff && (
            <NavLink to="/admin" className={navClass}>
              {t('layout.admin')}
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <LanguageSelect />
          {isLoggedIn && user ? (
            <>
              <Suspense fallback={null}>
                <UnreadBadge />
              </Suspense>
              <Link to="/dashboard" className={buttonClass({ size: 'sm' })}>
                {t('layout.dashboard')}
              </Link>
              <button
                type="button"
                onClick={logout}
                className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-100"
              >
                {t('layout.logout')}
              </button>
              <Link
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
              </Link>
            </>
          ) : (
            <>
              <Link
                to="/auth"
                className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-100"
              >
                {t('layout.login')}
              </Link>
              <Link to="/signup" className={buttonClass({ size: 'sm' })}>
                {t('layout.signup')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
