import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';

/** Spec: a signed-in user who visits login or signup is sent to the home page. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate to="/" replace />;
  return children;
}
