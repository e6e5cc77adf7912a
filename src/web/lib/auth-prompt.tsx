import { createContext, useContext, type ReactNode } from 'react';

export type AuthMode = 'login' | 'register';

/** Opens sign-in or registration. One place, so the auth modal can replace page navigation later. */
export type OpenAuth = (mode: AuthMode) => void;

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
