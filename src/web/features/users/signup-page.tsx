import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { RequireLogin } from '#web/components/require-login.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { SignupForm } from './components/signup-form.tsx';
import { paths } from '#shared/paths.ts';

/** /signup (registration) and /editsignup/{id} (one's own profile): the same form. */
export function SignupPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const title = id ? t('account.editTitle') : t('account.signupTitle');
  usePageTitle(title, id ? undefined : t('seo.signupDescription'));
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {id ? (
        <RequireLogin message={t('account.editLogin')}>
          <EditProfile id={id} />
        </RequireLogin>
      ) : (
        <>
          <SignupForm user={null} />
          <p className="mt-4 text-center text-stone-700">
            {t('account.haveAccount')}{' '}
            <Link to="/auth" className="font-medium text-accent-800 underline">
              {t('account.loginLink')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function EditProfile({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Ownership is the user id against the logged-in user; the API checks it too.
  if (!user || user.id !== id) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('account.notYourProfile')}</p>
        {user && (
          <Link to={paths.editUser(user.id)} className="mt-2 inline-block font-medium underline">
            {t('account.editOwn')}
          </Link>
        )}
      </div>
    );
  }
  return <SignupForm key={user.id} user={user} />;
}
