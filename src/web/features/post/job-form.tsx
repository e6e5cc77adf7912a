import { Send, ShieldAlert } from '../../components/icons';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Job } from '../../../shared/api/jobs';
import { parseLocation } from '../../../shared/geo';
import { jobPath } from '../../../shared/routes';
import { CountrySwitch } from '../../components/job-card/country-switch';
import { FormAlert } from '../../components/form-alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { useCountry } from '../../lib/country';
import { usePageAddress } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { CallNumberField } from './call-number-field';
import { refusalText } from './field-messages';
import { clearDraft, EMPTY_FORM, toJobInput } from './form';
import { DescriptionField, JobBasicsFields, UrgencyField } from './job-fields';
import { PostedDialog } from './posted-dialog';
import { ShiftFields } from './shift-fields';
import { useJobForm } from './use-job-form';
import { usePostJob } from './use-post-job';

export type JobFormProps = { mode: 'create' } | { mode: 'edit'; job: Job };

/**
 * Post a Job (and edit one: the same form and rules). The draft of a new job is kept in the form's
 * state and in sessionStorage, so a sign-in detour (modal or social redirect) keeps what was typed.
 * Before or without JavaScript the form posts to its page (decision 0021, post-action.ts).
 */
export function JobForm(props: JobFormProps) {
  const { t } = useTranslation();
  const openAuth = useAuthPrompt();
  const { isSignedIn, user } = useSession();
  const { country: visitorCountry } = useCountry();
  const editing = props.mode === 'edit' ? props.job : null;
  const state = useJobForm(editing);
  const { form, formId, postedError } = state;
  const pageAddress = usePageAddress();
  const [posted, setPosted] = useState<Job | null>(null);
  /** The post waits for the Call number to be verified, then goes on. */
  const [postAfterVerifying, setPostAfterVerifying] = useState(false);
  const location = useWatch({ control: form.control, name: 'location' });
  const country = parseLocation(location)?.country ?? visitorCountry;

  const mutation = usePostJob({
    editing,
    form,
    onPosted: setPosted,
    onPhoneNotVerified: () => setPostAfterVerifying(true),
  });
  const submit = form.handleSubmit((values) => mutation.mutate(toJobInput(values)));

  const postAnother = () => {
    clearDraft();
    form.reset({ ...EMPTY_FORM, phone: user?.phone ?? '' });
    setPosted(null);
  };

  return (
    <>
      <form
        id={formId}
        method="post"
        action={pageAddress}
        noValidate
        aria-labelledby="post-title"
        className={cn(cardClasses, 'space-y-6 p-5 sm:p-8')}
        onSubmit={(event) => {
          if (!isSignedIn) {
            // Spec 4: signed out, submit asks for sign-in and keeps the form as it is.
            event.preventDefault();
            toastError(t('post.authRequiredTitle'), t('post.authRequiredBody'));
            openAuth('login');
            return;
          }
          void submit(event);
        }}
      >
        {postedError ? (
          <FormAlert title={t('post.errorTitle')}>
            {refusalText(postedError, t) || t('post.errorFallback')}
          </FormAlert>
        ) : null}
        {editing ? null : (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/70 px-3 py-2">
            <span className="text-sm font-semibold">{t('jobs.country.label')}</span>
            <CountrySwitch locate={false} />
          </div>
        )}

        <JobBasicsFields state={state} country={country} />
        <CallNumberField
          state={state}
          country={country}
          editing={Boolean(editing)}
          onVerified={() => {
            if (!postAfterVerifying) return;
            setPostAfterVerifying(false);
            void submit();
          }}
        />
        <UrgencyField state={state} />
        <DescriptionField state={state} />
        <ShiftFields state={state} />

        <p role="note" className="flex items-start gap-2 text-sm font-semibold">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          {t('safety.postRule', { siteName: getConfig().brand.siteName })}
        </p>

        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:flex-1"
            loading={mutation.isPending}
            loadingText={editing ? t('post.saving') : t('post.submitting')}
          >
            <Send aria-hidden="true" className="size-5 shrink-0" />
            {editing ? t('post.save') : t('post.submit')}
          </Button>
          {editing ? (
            <Link to={jobPath(editing.id)} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('post.cancelEdit')}
            </Link>
          ) : null}
        </div>
      </form>

      <PostedDialog posted={posted} onClose={() => setPosted(null)} onPostAnother={postAnother} />
    </>
  );
}
