// Every route of spec section 2, each page loaded on demand (route-level code splitting).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = Record<string, unknown>;
/** `page(() => import('…'), 'Name')`: the named export becomes the route's component. */
const page =
  (load: () => Promise<PageModule>, name: string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const routes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/gears/home-page.tsx'), 'HomePage') },
  {
    path: 'gears',
    lazy: page(() => import('../features/gears/gear-list-page.tsx'), 'GearListPage'),
  },
  {
    path: 'itemdetails/:id',
    lazy: page(() => import('../features/gears/gear-detail-page.tsx'), 'GearDetailPage'),
  },
  {
    path: 'homepage/:id',
    lazy: page(() => import('../features/gears/gear-detail-page.tsx'), 'GearDetailPage'),
  },
  {
    path: 'addgear',
    lazy: page(() => import('../features/listing/add-gear-page.tsx'), 'AddGearPage'),
  },
  {
    path: 'editgear/:id',
    lazy: page(() => import('../features/listing/edit-gear-page.tsx'), 'EditGearPage'),
  },
  {
    path: 'requestgear',
    lazy: page(() => import('../features/wanted/request-gear-page.tsx'), 'RequestGearPage'),
  },
  {
    path: 'addcertficate/:id',
    lazy: page(
      () => import('../features/certificates/add-certificate-page.tsx'),
      'AddCertificatePage',
    ),
  },
  {
    path: 'certifiers',
    lazy: page(() => import('../features/certifiers/certifier-list-page.tsx'), 'CertifierListPage'),
  },
  {
    path: 'certifierdetails/:id',
    lazy: page(
      () => import('../features/certifiers/certifier-detail-page.tsx'),
      'CertifierDetailPage',
    ),
  },
  {
    path: 'addcertifier',
    lazy: page(() => import('../features/certifiers/add-certifier-page.tsx'), 'AddCertifierPage'),
  },
  {
    path: 'userdetails/:id',
    lazy: page(() => import('../features/users/user-details-page.tsx'), 'UserDetailsPage'),
  },
  { path: 'signup', lazy: page(() => import('../features/users/signup-page.tsx'), 'SignupPage') },
  {
    path: 'editsignup/:id',
    lazy: page(() => import('../features/users/signup-page.tsx'), 'SignupPage'),
  },
  {
    path: 'account_created',
    lazy: page(() => import('../features/users/account-created-page.tsx'), 'AccountCreatedPage'),
  },
  {
    path: 'register_failed',
    lazy: page(() => import('../features/users/register-failed-page.tsx'), 'RegisterFailedPage'),
  },
  { path: 'auth', lazy: page(() => import('../features/auth/login-page.tsx'), 'LoginPage') },
  {
    path: 'reset-password',
    lazy: page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: 'dashboard',
    lazy: page(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  { path: 'search', lazy: page(() => import('../features/search/search-page.tsx'), 'SearchPage') },
  { path: 'about-us', lazy: page(() => import('../features/content/about-page.tsx'), 'AboutPage') },
  {
    path: 'terms-and-conditions',
    lazy: page(() => import('../features/content/terms-page.tsx'), 'TermsPage'),
  },
  {
    path: 'security-and-safety',
    lazy: page(() => import('../features/content/safety-page.tsx'), 'SafetyPage'),
  },
  { path: 'admin/*', lazy: page(() => import('../features/admin/admin-page.tsx'), 'AdminPage') },
  {
    path: 'verify-email',
    lazy: page(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
  },
  {
    path: 'messages',
    lazy: page(() => import('../features/messages/inbox-page.tsx'), 'InboxPage'),
  },
  {
    path: 'messages/:id',
    lazy: page(() => import('../features/messages/conversation-page.tsx'), 'ConversationPage'),
  },
  {
    path: 'wanted',
    lazy: page(() => import('../features/wanted/wanted-list-page.tsx'), 'WantedListPage'),
  },
  // /wing, /harness, /instrument and every other gear type's slug; unknown slugs show not-found.
  {
    path: ':category',
    lazy: page(() => import('../features/gears/category-page.tsx'), 'CategoryPage'),
  },
  { path: '*', lazy: page(() => import('../components/not-found-page.tsx'), 'NotFoundPage') },
];

export function createAppRouter() {
  return createBrowserRouter(
    [{ path: '/', element: <Layout />, errorElement: <RouteError />, children: routes }],
    {
      // Paths match ignoring case: the spec's Contact Us button links to /About-us.
      basename: '/',
    },
  );
}
