import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Job, JobInput } from '../../../shared/api/jobs';
import { jobPath } from '../../../shared/routes';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { ApiError, apiFetch } from '../../lib/api';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { toastError, toastSuccess } from '../../lib/toast';
import { clearDraft, FORM_FIELDS, type PostFormValues } from './form';
import { refusalText } from './field-messages';
import type { PostForm } from './use-job-form';

/**
 * Sends the job: POST /api/jobs, or PATCH /api/jobs/{id} for the job being edited. A new job is
 * `onPosted` (the dialog says whether it is live or held); an edit goes back to the job's page. A refusal
 * marks the fields the server named, asks for sign-in (401) or for the Call number's code
 * (`onPhoneNotVerified`), and says why in a toast.
 */
export function usePostJob({
  editing,
  form,
  onPosted,
  onPhoneNotVerified,
}: {
  editing: Job | null;
  form: PostForm;
  onPosted: (job: Job) => void;
  onPhoneNotVerified: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openAuth = useAuthPrompt();
  return useMutation({
    mutationFn: (input: JobInput) =>
      editing
        ? apiFetch<Job>(`/api/jobs/${editing.id}`, { method: 'PATCH', json: input })
        : apiFetch<Job>('/api/jobs', { method: 'POST', json: input }),
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      if (editing) {
        toastSuccess(t('post.updatedTitle'), t('post.updatedBody'));
        await navigate(jobPath(job.id));
        return;
      }
      clearDraft();
      if (job.status !== 'held') toastSuccess(t('post.successTitle'), t('post.successBody'));
      onPosted(job);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FORM_FIELDS as string[]).includes(field)) {
            form.setError(field as keyof PostFormValues, { type: 'server', message });
          }
        }
        if (error.status === 401) openAuth('login');
        if (error.code === 'phone_not_verified') onPhoneNotVerified();
        const message = error.code === 'network' ? '' : refusalText(error, t);
        toastError(t('post.errorTitle'), message || t('post.errorFallback'));
      } else {
        toastError(t('post.errorTitle'), t('post.errorUnexpected'));
      }
    },
  });
}
