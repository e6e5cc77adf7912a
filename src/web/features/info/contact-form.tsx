import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from '../../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  contactRequestSchema,
  type ContactInput,
  type ContactRequest,
} from '../../../shared/api/contact';
import { buildPath } from '../../../shared/routes';
import { PageForm } from '../../components/page-form';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { EMAIL_INPUT_PROPS, Field } from '../../components/ui/input';
import { ApiError, errorMessage, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { cn } from '../../lib/cn';
import { toastError, toastSuccess } from '../../lib/toast';
import { useFormOutcome } from '../../lib/form-post';
import { useKeepTypedFields } from '../../lib/typed-value';
import { CONTACT_SENT_PARAM, useSendContactMessage } from './api';
import { ContactMessageField } from './contact-message-field';
import { ContactNotice } from './contact-notice';
import { useInfoText } from './info-text';
import { useContactPrefill } from './use-contact-prefill';

type FieldName = keyof ContactRequest;
const FIELD_NAMES: FieldName[] = ['firstName', 'lastName', 'email', 'subject', 'message'];
const EMPTY: ContactRequest = { firstName: '', lastName: '', email: '', subject: '', message: '' };

const isFieldName = (key: string): key is FieldName => (FIELD_NAMES as string[]).includes(key);

type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The messages beside the fields after a post the server refused (decision 0021): catalogue keys (the
 * API's `fieldKeys`), said in the page's language by `fieldError`.
 */
function postedFieldErrors(error: ApiError | null): FieldErrors {
  if (!error) return {};
  return Object.fromEntries(Object.entries(error.fields).filter(([field]) => isFieldName(field)));
}

/**
 * The contact form: validated with the shared contract (messages in the visitor's language), sent to
 * POST /api/contact. The subject comes from ?subject= (plan buttons, "Report", "Request a demo"); a signed-in
 * user's name and email are filled in. Success resets the form; a failure keeps what was typed.
 */
export function ContactForm() {
  const { text, t } = useInfoText();
  const [searchParams] = useSearchParams();
  const subjectParam = (searchParams.get('subject') ?? '').slice(0, CONTACT_SUBJECT_MAX);
  // Sent before or without JavaScript (decision 0021): thanked at ?sent=1, or refused with what was typed.
  const sentByPost = searchParams.get(CONTACT_SENT_PARAM) === '1';
  const outcome = useFormOutcome<ContactRequest>();
  const initial: ContactRequest = { ...EMPTY, subject: subjectParam, ...outcome?.values };
  const mutation = useSendContactMessage();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  /** Why a message was not sent, for people. */
  const failureText = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'rate_limited') {
      const minutes = Number(error.params.minutes ?? Math.ceil(Number(error.params.seconds ?? 60) / 60));
      return text('contact.form.rateLimited', { count: minutes });
    }
    return errorMessage(error, t);
  };
  const [failure, setFailure] = useState<string | null>(() =>
    outcome?.error ? failureText(outcome.error) : null,
  );
  const successRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const form = useForm<ContactRequest, unknown, ContactInput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, submitCount },
  } = form;
  // Undefined until the field registers, whatever the form's types say.
  const message = (useWatch({ control, name: 'message' }) as string | undefined) ?? '';
  useKeepTypedFields(form, formId, initial);
  // The post's answer shows until the form is sent again (by its script).
  const postedError = submitCount === 0 ? (outcome?.error ?? null) : null;
  const posted = postedFieldErrors(postedError);
  const fieldError = (name: FieldName) => {
    const said = errors[name]?.message ?? posted[name];
    return said ? fieldMessage(said, t) : undefined;
  };

  useContactPrefill(form, subjectParam, Boolean(errors.subject));

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      await mutation.mutateAsync(values);
      const success = text('contact.form.success', { name: values.firstName, email: values.email });
      setSent({ name: values.firstName, email: values.email });
      toastSuccess(text('contact.form.successTitle'), success);
      reset(EMPTY);
    } catch (error) {
      const description = failureText(error);
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isFieldName(field)) setError(field, { type: 'server', message: fieldMessage(message, t) });
        }
      }
      setFailure(description);
      toastError(text('contact.form.failedTitle'), description);
    }
  });

  const messageError = fieldError('message');

  return (
    <section aria-labelledby="contact-form-title" className={cn(cardClasses, 'p-5 sm:p-8')}>
      <h2 id="contact-form-title" className="text-2xl font-bold">
        {text('contact.form.title')}
      </h2>

      {sent ? (
        <ContactNotice ref={successRef} title={text('contact.form.successTitle')}>
          {text('contact.form.success', sent)}
        </ContactNotice>
      ) : null}

      {sentByPost && !outcome && !sent && submitCount === 0 ? (
        <ContactNotice title={text('contact.form.successTitle')}>
          {text('contact.form.successSent')}
        </ContactNotice>
      ) : null}

      {failure ? (
        <ContactNotice tone="error" title={text('contact.form.failedTitle')}>
          {failure}
        </ContactNotice>
      ) : null}

      <PageForm id={formId} onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={text('contact.form.firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
            maxLength={CONTACT_NAME_MAX}
            defaultValue={initial.firstName}
            error={fieldError('firstName')}
            {...register('firstName')}
          />
          <Field
            label={text('contact.form.lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
            maxLength={CONTACT_NAME_MAX}
            defaultValue={initial.lastName}
            error={fieldError('lastName')}
            {...register('lastName')}
          />
        </div>
        <Field
          label={text('contact.form.email')}
          hint={text('contact.form.emailHint')}
          {...EMAIL_INPUT_PROPS}
          defaultValue={initial.email}
          error={fieldError('email')}
          {...register('email')}
        />
        <Field
          label={text('contact.form.subject')}
          placeholder={text('contact.form.subjectPlaceholder')}
          maxLength={CONTACT_SUBJECT_MAX}
          defaultValue={initial.subject}
          error={fieldError('subject')}
          {...register('subject')}
        />
        <ContactMessageField
          label={text('contact.form.message')}
          placeholder={text('contact.form.messagePlaceholder')}
          counter={text('contact.form.characters', { count: message.length, max: CONTACT_MESSAGE_MAX })}
          tooLong={message.length > CONTACT_MESSAGE_MAX}
          error={messageError}
          defaultValue={initial.message}
          {...register('message')}
        />
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {text('contact.form.privacy')}{' '}
            <Link
              to={buildPath('privacy')}
              className="font-semibold text-foreground underline underline-offset-4"
            >
              {text('contact.form.privacyLink')}
            </Link>
          </p>
          <Button
            type="submit"
            size="lg"
            loading={mutation.isPending}
            loadingText={text('contact.form.sending')}
            className="w-full sm:w-auto"
          >
            <Send aria-hidden="true" className="size-5" />
            {text('contact.form.submit')}
          </Button>
        </div>
      </PageForm>
    </section>
  );
}
