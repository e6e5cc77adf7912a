import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CountryCode } from '../../shared/geo';
import { CountryProvider } from '../lib/country';
import { i18n } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';

/** Everything pages rely on above the router: server state, translations, the visitor's country. */
export function Providers({
  children,
  queryClient = appQueryClient,
  country,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  country?: CountryCode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CountryProvider initial={country}>{children}</CountryProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
