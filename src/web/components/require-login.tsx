// Pages that need a login token (/dashboard) send a logged-out visitor to /auth.
// The message rides along in the router state so the login page can say why the user is there.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from './ui/spinner.tsx';
import { useSession } from '#web/lib/session-provider.tsx';

export type LoginRedirectState = { from?: string; notice?: string };

export function RequireLogin({ message, children }: { message: string; children: ReactNode }) {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!isLoggedIn) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}`,
      notice: message,
    };
    return (
      <>
        <p className="py-16 text-center text-stone-700">{message}</p>
        <Navigate to="/auth" replace state={state} />
      </>
    );
  }
  return children;
}
