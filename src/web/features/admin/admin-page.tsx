// /admin/*: the staff back office. Each section is its own lazy chunk, loaded when opened.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { RequireStaff } from './require-staff.tsx';

const section = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const SECTIONS = [
  { path: 'users', Page: section(() => import('./sections/users-section.tsx'), 'UsersSection') },
  {
    path: 'reports',
    Page: section(() => import('./sections/reports-section.tsx'), 'ReportsSection'),
  },
  {
    path: 'certifiers',
    Page: section(() => import('./sections/certifiers-section.tsx'), 'CertifiersSection'),
  },
  {
    path: 'gear-types',
    Page: section(() => import('./sections/gear-types-section.tsx'), 'GearTypesSection'),
  },
  {
    path: 'messages',
    Page: section(() => import('./sections/messages-section.tsx'), 'MessagesSection'),
  },
  {
    path: 'catalogue',
    Page: section(() => import('./sections/catalogue-section.tsx'), 'CatalogueSection'),
  },
  {
    path: 'deal-safety',
    Page: section(() => import('./sections/deal-safety-section.tsx'), 'DealSafetySection'),
  },
  {
    path: 'notices',
    Page: section(() => import('./sections/notices-section.tsx'), 'NoticesSection'),
  },
  { path: 'audit', Page: section(() => import('./sections/audit-section.tsx'), 'AuditSection') },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-accent-700 text-white' : 'text-stone-700 hover:bg-accent-50'
  }`;

export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <RequireStaff>
      <h1 className="mb-4 text-3xl font-bold">{t('admin.title')}</h1>
      <nav aria-label={t('admin.sectionsNav')} className="mb-6 overflow-x-auto">
        <ul className="flex flex-wrap gap-1 border-b border-stone-200 pb-2">
          {SECTIONS.map(({ path }) => (
            <li key={path}>
              <NavLink to={`/admin/${path}`} className={tabClass}>
                {t(`admin.sections.${path}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<Navigate to="users" replace />} />
          {SECTIONS.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RequireStaff>
  );
}
