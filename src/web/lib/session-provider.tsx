// The logged-in state: the token cookie plus the caller's profile (fetched only when a token
// exists). A token the server rejects logs the user out cleanly.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { api, SESSION_EXPIRED_EVENT } from './api-client.ts';
import { clearToken, getToken, setToken } from './session.ts';

type Session = {
  token: string | null;
  user: PrivateUser | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  signIn: (token: string, user: PrivateUser, expiresIn?: number) => void;
  signOut: () => Promise<void>;
};

const subscribeNever = () => () => undefined;
const isServer = () => false;

const SessionContext = createContext<Session | null>(null);
export const ME_QUERY_KEY = ['users', 'me'] as const;
/** The logged-in user (a private page's loader reads it first, e.g. for their own listings). */
export const meQuery = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api<PrivateUser>('users/me/'),
    staleTime: 0,
  });

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedToken, setTokenState] = useState<string | null>(() => getToken());
  // A server-rendered page shows a visitor's view: while hydrating, so does the browser (else the
  // header would not match the HTML); the login takes over right after. For a visitor the two
  // snapshots agree, so React does not render the whole page a second time after hydrating.
  const showsLogin = useSyncExternalStore(subscribeNever, () => storedToken !== null, isServer);
  const token = showsLogin ? storedToken : null;
  const me = useQuery({ ...meQuery(), enabled: token !== null });

  useEffect(() => {
    const expire = () => {
      setTokenState(null);
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expire);
  }, [queryClient]);

  const signIn = useCallback(
    (newToken: string, user: PrivateUser, expiresIn?: number) => {
      setToken(newToken, expiresIn);
      setTokenState(newToken);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Revoke on the server first; a failure there must not keep the user logged in here.
    await api('token/', { method: 'DELETE' }).catch(() => undefined);
    clearToken();
    setTokenState(null);
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({
      token,
      user: token ? (me.data ?? null) : null,
      isLoggedIn: token !== null && me.data !== undefined,
      isLoading: token !== null && me.isPending,
      signIn,
      signOut,
    }),
    [token, me.data, me.isPending, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
