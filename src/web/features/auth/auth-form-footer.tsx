import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import type { AuthMode } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import { Trans } from '../../lib/trans';
import '../../lib/texts/accounts';

const linkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

/** Under the registration form: the age and the Terms and Privacy accepted by creating an account. */
export function AuthTerms() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-muted-foreground">
      <Trans
        t={t}
        i18nKey="auth.terms"
        components={{
          terms: <TermsLink to={buildPath('terms')} />,
          privacy: <TermsLink to={buildPath('privacy')} />,
        }}
      />
    </p>
  );
}

/**
 * "Already have an account? Sign in" (or the other way round): in the modal a button that switches in
 * place (`onSwitchMode`), on the pages a link to the other page, keeping ?returnTo (`pageQuery`).
 */
export function AuthModeSwitch({
  switchTo,
  prompt,
  action,
  pageQuery,
  onSwitchMode,
}: {
  switchTo: AuthMode;
  prompt: string;
  action: string;
  pageQuery: string;
  onSwitchMode: ((mode: AuthMode) => void) | undefined;
}) {
  return (
    <p className="border-t border-border pt-4 text-center">
      {prompt}{' '}
      {onSwitchMode ? (
        <button
          type="button"
          onClick={() => onSwitchMode(switchTo)}
          className={`${linkClasses} inline-flex min-h-11 items-center px-1`}
        >
          {action}
        </button>
      ) : (
        <Link
          to={`${buildPath(switchTo === 'login' ? 'login' : 'signup')}${pageQuery}`}
          className={`${linkClasses} inline-flex min-h-11 items-center px-1`}
        >
          {action}
        </Link>
      )}
    </p>
  );
}

/** Terms and Privacy open in a new tab, so a half-filled sign-up stays as it is. */
function TermsLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-semibold text-foreground underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> {t('auth.opensInNewTab')}</span>
    </Link>
  );
}
