import { useMutation } from '@tanstack/react-query';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/api/accounts';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastInfo } from '../../lib/toast';
import { accountsApi } from './api';
import { accountErrorMessage } from '../../lib/account';
import '../../lib/texts/accounts';

interface Mark {
  className: string;
  paths: readonly { fill: string; d: string }[];
}

/** Each provider's mark on a 24×24 view box (Google's four colours, Facebook's blue, X in the text colour). */
const MARKS: Record<SocialProvider, Mark> = {
  google: {
    className: 'size-5',
    paths: [
      {
        fill: '#4285F4',
        d: 'M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.07 5.07 0 0 1-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z',
      },
      {
        fill: '#34A853',
        d: 'M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z',
      },
      {
        fill: '#FBBC05',
        d: 'M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z',
      },
      {
        fill: '#EA4335',
        d: 'M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z',
      },
    ],
  },
  facebook: {
    className: 'size-5 text-[#1877F2] dark:text-[#4a9bff]',
    paths: [
      {
        fill: 'currentColor',
        d: 'M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z',
      },
    ],
  },
  twitter: {
    className: 'size-[1.125rem]',
    paths: [
      {
        fill: 'currentColor',
        d: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z',
      },
    ],
  },
};

/** A provider's mark, hidden from assistive technology: the button says the provider's name. */
function ProviderMark({ className, paths }: Mark) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      {paths.map((path) => (
        <path key={path.d} fill={path.fill} d={path.d} />
      ))}
    </svg>
  );
}

/**
 * Continue with Google, Facebook and X. The server answers with the provider's authorize URL (the
 * browser comes back to `returnTo`); a provider without keys answers "<Provider> sign-in is not configured".
 */
export function SocialButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const signIn = useMutation({
    mutationFn: (provider: SocialProvider) => accountsApi.social(provider, returnTo),
    // Offline too: the request fails at once and says so.
    networkMode: 'always',
    onSuccess: ({ url }, provider) => {
      toastInfo(t('auth.social.redirecting', { provider: SOCIAL_PROVIDER_NAMES[provider] }));
      window.location.assign(url);
    },
    onError: (error) => toastError(t('auth.toasts.loginFailed'), accountErrorMessage(error, t)),
  });
  // The provider on its way: busy until the browser has left for it (or its request failed).
  const busy = signIn.isPending || signIn.isSuccess ? signIn.variables : null;

  return (
    <div className="grid gap-2.5">
      {SOCIAL_PROVIDERS.map((provider) => {
        return (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            loading={busy === provider}
            disabled={busy !== null && busy !== provider}
            onClick={() => signIn.mutate(provider)}
          >
            {busy === provider ? null : <ProviderMark {...MARKS[provider]} />}
            {t(`auth.social.${provider}`)}
          </Button>
        );
      })}
    </div>
  );
}

/** The line between the social buttons and the email form. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{t('auth.social.divider')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
