import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES } from '#shared/constants.ts';
import { loginSchema, type LoginInput, type TokenResponse } from '#shared/contracts/users.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api-client.ts';
import { TextField } from '#web/components/ui/form/field.tsx';
import type { LoginRedirectState } from '#web/components/require-login.tsx';
import { safeNextPath } from '#web/lib/safe-path.ts';
import { useFormEcho } from '#web/lib/form-echo.ts';
import { useSession } from '#web/lib/session-provider.tsx';

/** /auth: username (or e-mail) and password; afterwards /dashboard or the remembered path. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('auth.title'));
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { isLoggedIn, isLoading, signIn } = useSession();
  const state = (location.state ?? {}) as LoginRedirectState;
  const next = safeNextPath(params.get('next')) ?? safeNextPath(state.from) ?? '/dashboard';
  // The server's answer to this form posted without JavaScript, until the next try.
  const [echo, setEcho] = useState(useFormEcho('login'));

  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: echo?.values.username ?? '', password: '' },
  });
  const { errors } = form.formState;
  const invalid = (field: 'username' | 'password') => errors[field] ?? echo?.fields[field];
  const refusal = echo && Object.keys(echo.fields).length === 0 ? echo.detail : undefined;
  const login = useMutation({
    // The interface language goes along: the server writes this user's mail in it.
    mutationFn: (input: LoginInput) => {
      const language = LANGUAGES.find((l) => l === i18n.resolvedLanguage);
      return api<TokenResponse>('token/', { method: 'POST', body: { ...input, language } });
    },
    onSuccess: (answer) => {
      signIn(answer.access, answer.user, answer.expires_in);
      toast.success(t('auth.loggedIn'));
      navigate(next, { replace: true });
    },
    // The server's own `detail` says why the login failed: shown as it is.
    onError: (error) => void failureText(error, t).then(toast.error),
  });

  if (isLoading) return <Spinner />;
  if (isLoggedIn && !login.isPending && !login.isSuccess) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('auth.title')}</h1>
      {state.notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-accent-100 bg-accent-50 p-3 text-accent-800"
        >
          {state.notice}
        </p>
      )}
      {refusal && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
        >
          {refusal}
        </p>
      )}
      {/* Without JavaScript the browser posts the form; the server answers as this script does. */}
      <form
        noValidate
        method="post"
        action={`/auth${location.search}`}
        onSubmit={(event) => {
          setEcho(null);
          return form.handleSubmit((input) => login.mutate(input))(event);
        }}
        className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          required
          error={invalid('username') ? t('auth.usernameInvalid') : undefined}
          // Written into the server's HTML (register() sets a value only once mounted).
          defaultValue={echo?.values.username}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={invalid('password') ? t('auth.passwordInvalid') : undefined}
          {...form.register('password')}
        />
        <input type="hidden" name="next" value={next} />
        <button
          type="submit"
          disabled={login.isPending}
          className={buttonClass({ className: 'mt-2' })}
        >
          {login.isPending ? t('auth.loggingIn') : t('auth.submit')}
        </button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link
            to="/signup"
            className="font-medium text-accent-800 underline-offset-2 hover:underline"
          >
            {t('auth.toSignup')}
          </Link>
          <Link
            to="/reset-password"
            className="font-medium text-accent-800 underline-offset-2 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
      </form>
    </div>
  );
}
