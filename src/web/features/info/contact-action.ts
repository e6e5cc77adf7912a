import { redirect } from 'react-router';
import type { ContactRequest } from '../../../shared/api/contact';
import { buildPath } from '../../../shared/routes';
import { formFailure, formTexts, type FormAction } from '../../lib/form-post';
import { CONTACT_SENT_PARAM, sendContactMessage } from './api';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/**
 * The contact form posted before or without JavaScript (decision 0021): POST /api/contact as the form's
 * script does, then the page's thank-you (303, so a reload sends nothing again), or the form again with
 * everything typed and the API's error.
 */
export const contactAction: FormAction = async ({ request }) => {
  const values: ContactRequest = formTexts(await request.formData(), CONTACT_FIELDS);
  try {
    await sendContactMessage(values);
    return redirect(`${buildPath('contact')}?${CONTACT_SENT_PARAM}=1`, 303);
  } catch (error) {
    return formFailure(values, error);
  }
};
