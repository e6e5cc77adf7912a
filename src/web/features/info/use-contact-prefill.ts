import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContactInput, ContactRequest } from '../../../shared/api/contact';
import { visibleEmail } from '../../../shared/identifiers';
import { useSession } from '../../lib/session';

/**
 * What the contact form fills in by itself: a new ?subject= while the page is open (for example "Request
 * a demo"), and a signed-in user's name and email unless the visitor already typed something.
 */
export function useContactPrefill(
  form: Pick<UseFormReturn<ContactRequest, unknown, ContactInput>, 'getValues' | 'setValue' | 'setFocus'>,
  subjectParam: string,
  subjectHasError: boolean,
): void {
  const { user } = useSession();
  const { getValues, setValue, setFocus } = form;
  // A new ?subject= while the page is open (for example "Request a demo") fills the subject in.
  const lastSubject = useRef(subjectParam);
  useEffect(() => {
    if (subjectParam === lastSubject.current) return;
    lastSubject.current = subjectParam;
    if (!subjectParam) return;
    setValue('subject', subjectParam, { shouldValidate: subjectHasError });
    setFocus(getValues('firstName') ? 'message' : 'firstName');
  }, [subjectParam, setValue, setFocus, getValues, subjectHasError]);

  // Signed in: the account's name and email, unless the visitor already typed something.
  useEffect(() => {
    if (!user) return;
    const [first = '', ...rest] = user.name.trim().split(/\s+/);
    const email = user.email ? visibleEmail(user.email) : null;
    if (!getValues('firstName') && first) setValue('firstName', first);
    if (!getValues('lastName') && rest.length > 0) setValue('lastName', rest.join(' '));
    if (!getValues('email') && email) setValue('email', email);
  }, [user, getValues, setValue]);
}
