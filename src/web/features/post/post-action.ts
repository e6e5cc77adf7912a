import { data, redirect } from 'react-router';
import type { PhoneVerificationResponse } from '../../../shared/api/job-phones';
import type { Job } from '../../../shared/api/jobs';
import { englishValidationText } from '../../../shared/api/validation-texts';
import { parseLocation, type CountryCode } from '../../../shared/geo';
import { jobPath } from '../../../shared/routes';
import { apiFetch } from '../../lib/api';
import { formFailure, formText, type FormAction, type FormOutcome } from '../../lib/form-post';
import {
  EDIT_PARAM,
  editIdOf,
  EMPTY_FORM,
  FORM_FIELDS,
  PHONE_CODE_FIELD,
  PHONE_CODE_SENT,
  PHONE_STEP_FIELD,
  toJobInput,
  type PostFormValues,
} from './form';
import { postFormSchema } from './form-schema';

/**
 * "Verify this number" and "Check code" pressed before or without JavaScript: texts the code (the page
 * again, with the code field), or checks it. Nothing to answer (undefined) when the number is verified:
 * the post goes on, as the script's form does.
 */
async function verifyCallNumber(form: FormData, values: PostFormValues, visitorCountry: CountryCode) {
  const step = formText(form, PHONE_STEP_FIELD);
  if (step !== 'send' && step !== 'check') return undefined;
  const input = { phone: values.phone, country: parseLocation(values.location)?.country ?? visitorCountry };
  try {
    if (step === 'check') {
      const code = formText(form, PHONE_CODE_FIELD);
      await apiFetch('/api/phones/verification/check', { method: 'POST', json: { ...input, code } });
      return undefined;
    }
    const answer = await apiFetch<PhoneVerificationResponse>('/api/phones/verification', {
      method: 'POST',
      json: input,
    });
    if (answer.verified) return undefined;
    const outcome: FormOutcome<PostFormValues> = { values, done: PHONE_CODE_SENT };
    return outcome;
  } catch (error) {
    return formFailure(values, error);
  }
}

/** The post form's values as posted: every field as text, the pay methods as a list. */
export function postedValues(form: FormData): PostFormValues {
  const values = { ...EMPTY_FORM };
  for (const field of FORM_FIELDS) {
    if (field === 'payMethods') {
      values.payMethods = form.getAll(field).filter((item): item is string => typeof item === 'string');
    } else {
      (values as unknown as Record<string, string>)[field] = formText(form, field);
    }
  }
  return values;
}

/**
 * Post a Job (or save an edit) sent before or without JavaScript (decision 0021). The form's own rules
 * (the job contract over its text fields) turn the text into the request, as in job-form.tsx; then
 * POST /api/jobs (PATCH /api/jobs/{id} with ?edit=) and on to the job's page (303), which tells its
 * poster whether it is live or held for review. Otherwise the form again with everything typed and the
 * field messages (the page says them in the visitor's language).
 */
export const postJobAction: FormAction = async ({ request }, post) => {
  const form = await request.formData();
  const values = postedValues(form);
  const verifying = await verifyCallNumber(form, values, post.country);
  if (verifying) return verifying;
  // The server does not know the visitor's day: the API checks the work date against the job's country.
  const parsed = postFormSchema().safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
    const outcome: FormOutcome<PostFormValues> = {
      values,
      error: {
        status: 400,
        code: 'validation_failed',
        message: englishValidationText(Object.values(fields)[0] ?? ''),
        fields,
        params: {},
      },
    };
    return data(outcome, { status: 400 });
  }
  const editId = editIdOf(new URL(request.url).searchParams.get(EDIT_PARAM));
  try {
    const job = await apiFetch<Job>(editId ? `/api/jobs/${editId}` : '/api/jobs', {
      method: editId ? 'PATCH' : 'POST',
      json: toJobInput(parsed.data),
    });
    return redirect(jobPath(job.id), 303);
  } catch (error) {
    return formFailure(values, error);
  }
};
