import { createContext, useContext, type ReactNode } from 'react';

export type AuthMode = 'login' | 'register';

export interface OpenAuthOptions {
  /**
   * Where to go once signed in (after the modal, email verification or a social sign-in), for actions
   * that need an account: Send Message continues to the conversation about its job.
   */
  continueTo?: string;
}

/** Opens sign-in or registration. One place, so the auth modal can replace page navigation later. */
export type OpenAuth = (mode: AuthMode, options?: OpenAuthOptions) => void;

const AuthPromptContext = createContext<OpenAuth | null>(null);

export function AuthPromptProvider({ open, children }: { open: OpenAuth; children: ReactNode }) {
  return <AuthPromptContext value={open}>{children}</AuthPromptContext>;
}

/** The app's way to ask for sign-in. Using it outside AuthPromptProvider is a developer error. */
export function useAuthPrompt(): OpenAuth {
  const open = useContext(AuthPromptContext);
  if (!open) throw new Error('useAuthPrompt must be used inside AuthPromptProvider');
  return open;
}
