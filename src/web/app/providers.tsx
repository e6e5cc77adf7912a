import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CountryCode } from '../../shared/geo';
import { BrowserValuesProvider } from '../lib/browser-value';
import { CountryProvider } from '../lib/country';
import { i18n as appI18n, TranslatorProvider, type Translator } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';

/** Everything pages rely on above the router: server state, translations, the visitor's country. */
export function Providers({
  children,
  queryClient = appQueryClient,
  country,
  detectCountry = false,
  i18n = appI18n,
  serverRendered = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  country?: CountryCode;
  /** The page was rendered before the visitor's country was known: find it in the browser (CountryProvider). */
  detectCountry?: boolean;
  /** The server renders each page with an instance in the request's language. */
  i18n?: Translator;
  /** Rendered on the server, or hydrating its HTML: browser-only values come after (useBrowserValue). */
  serverRendered?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>
        <CountryProvider initial={country} detect={detectCountry}>
          <BrowserValuesProvider serverFirst={serverRendered}>{children}</BrowserValuesProvider>
        </CountryProvider>
      </TranslatorProvider>
    </QueryClientProvider>
  );
}
