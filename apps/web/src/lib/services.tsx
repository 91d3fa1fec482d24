import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@tessera/ui/toast';
import type { i18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { describeError } from './app-error';
import { createAuthStore, type AuthStore, type UserProfile } from './auth-store';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { acceptLanguage, createI18n } from './i18n';
import { ReportErrorProvider } from './report-error';
import { createTrpcClient, createTrpcOptions, type TrpcClient, type TrpcOptions } from './trpc';

export interface Services {
  auth: AuthStore;
  i18n: i18n;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The API's query options, keys and filters, for the QueryClient outside React. */
  trpc: TrpcOptions;
  reporter: ErrorReporter;
  apiDeps: { auth: AuthStore; acceptLanguage: () => string };
  /** Stores a fresh session (login, activation, OAuth) and primes the user query. */
  signIn(token: string | null, user: UserProfile): void;
  /** Forgets the session locally: token, cookie, stored user and cached user data. */
  forgetSession(): void;
  /** Set by main.tsx once the router exists: where a lost session goes. */
  goToLogin: () => void;
}

export { useReportError } from './report-error';

/** Mutations that show their errors themselves (under form fields) say so with this meta. */
export const formMeta = { handlesErrors: true } as const;

export function createServices(): Services {
  const auth = createAuthStore();
  const i18n = createI18n();
  const apiDeps = { auth, acceptLanguage: () => acceptLanguage(i18n) };

  const services = {} as Services;
  const reporter = createErrorReporter({
    showError: (message, options) => toast.error(message, options),
    unauthorizedMessage: () => i18n.t('errors:UNAUTHENTICATED'),
    describe: (error) => describeError(i18n, error),
    onUnauthorized: () => {
      services.forgetSession();
      services.goToLogin();
    },
  });

  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesErrors) return;
        reporter.report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        reporter.report(error);
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  const trpcClient = createTrpcClient(apiDeps);
  const trpc = createTrpcOptions(queryClient, trpcClient);

  Object.assign(services, {
    auth,
    i18n,
    queryClient,
    trpcClient,
    trpc,
    reporter,
    apiDeps,
    goToLogin: () => {},
    signIn(token: string | null, user: UserProfile) {
      if (token) auth.setToken(token);
      auth.setUser(user);
      reporter.reset();
      queryClient.setQueryData(trpc.user.me.queryKey(), user);
    },
    forgetSession() {
      auth.clear();
      queryClient.removeQueries(trpc.user.pathFilter());
    },
  } satisfies Services);
  return services;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <ReportErrorProvider value={services.reporter.report}>{children}</ReportErrorProvider>
    </ServicesContext.Provider>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
