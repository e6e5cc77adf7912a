import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { LoadingStatus } from '../../components/ui/spinner';
import type { AuthMode } from '../../lib/auth-prompt';
import { pageTextsReady, useTranslation } from '../../lib/i18n';

// The form (with its validation code and the account texts) downloads when the modal first opens, not
// with the first page; it shows once the texts are here in the interface language too.
const AuthForm = lazy(async () => {
  const { AuthForm } = await import('./auth-form');
  await pageTextsReady();
  return { default: AuthForm };
});

export interface AuthModalState {
  mode: AuthMode;
  /** The path and query the modal was opened on: social sign-in and email verification come back here. */
  returnTo: string;
  /** Where to go once signed in, when the modal was opened for an action (Send Message). */
  continueTo?: string;
  /** True after the switch link changed the mode: the new form takes the focus. */
  switched?: boolean;
}

/**
 * The auth modal (spec 2): "Sign In" or "Create Account". It sits beside the page, never replacing
 * it, so signing in here leaves the page (and a half-filled form on it) as it was. Its content mounts
 * on every opening and every mode switch, which resets the fields, the busy flag and the password's
 * visibility. On phones it is a full-screen sheet.
 *
 * `toaster`: a modal <dialog> sits in the browser's top layer, above everything else on the page,
 * toasts included. The app's toaster is rendered again inside it, exactly over the page's one, so the
 * spec's toasts ("Please fill all fields", "Login failed", ...) are seen and announced while it is open.
 */
export function AuthModal({
  state,
  onModeChange,
  onClose,
  toaster,
}: {
  state: AuthModalState | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  toaster?: ReactNode;
}) {
  const { t } = useTranslation();
  const mode = state?.mode ?? 'login';
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={mode === 'login' ? t('pages.login.title') : t('pages.signup.title')}
      closeLabel={t('dialog.close')}
      className="max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none max-sm:border-0 sm:max-h-[calc(100dvh-2rem)] sm:w-[min(100%-2rem,28rem)]"
    >
      {state ? (
        <Suspense fallback={<LoadingStatus className="min-h-40 justify-center" />}>
          <AuthForm
            key={state.mode}
            mode={state.mode}
            variant="modal"
            returnTo={state.returnTo}
            continueTo={state.continueTo}
            onClose={onClose}
            onSwitchMode={onModeChange}
            autoFocus={state.switched}
          />
        </Suspense>
      ) : null}
      {state ? toaster : null}
    </Dialog>
  );
}
