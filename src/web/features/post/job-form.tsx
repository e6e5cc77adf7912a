import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Phone as PhoneIcon, Send, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Job, JobInput } from '../../../shared/api/jobs';
import { CATEGORIES, TIMING_OPTIONS, URGENCY_OPTIONS } from '../../../shared/categories';
import { COUNTRIES, parseLocation } from '../../../shared/geo';
import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import { jobPath } from '../../../shared/routes';
import { HOURS_PER_DAY_MAX, WORK_DAYS_MAX, WORKERS_MAX } from '../../../shared/shifts';
import { CategoryIcon } from '../../components/category-icon';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { CountrySwitch } from '../../components/job-card/country-switch';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/input';
import { ApiError, apiFetch, errorMessage, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useBrowserValue } from '../../lib/browser-value';
import { useFormOutcome, usePageAddress } from '../../lib/form-post';
import { useKeepTypedFields } from '../../lib/typed-value';
import { FormAlert } from '../../components/form-alert';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { useBrowserToday } from '../../lib/today';
import {
  clearDraft,
  EMPTY_FORM,
  FORM_FIELDS,
  PHONE_CODE_SENT,
  formValuesOf,
  loadDraft,
  saveDraft,
  toJobInput,
  type PostFormValues,
} from './form';
import type { PostFormOutput } from './form-schema';
import { LocationField, UseMyLocationButton } from './location-field';
import { isVerifiedNumber, PhoneVerification, useMyPhones } from './phone-verification';
import { normalizePhone } from '../../../shared/identifiers';

const PAY_EXAMPLES = { IN: '700', US: '150' } as const;

/** A labelled form row with its hint and its own error message, wired for screen readers. */
function FormRow({
  id,
  label,
  hint,
  error,
  action,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A button at the end of the label's line. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-x-3">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        {action}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, options: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-input bg-card px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground';

/** A row of radio buttons or checkboxes as big tap targets, under a legend, with its own error. */
function ChoiceGroup({
  id,
  legend,
  type = 'radio',
  options,
  initial,
  error,
  registration,
  className,
}: {
  id: string;
  legend: ReactNode;
  type?: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  /** The choice (radio) or choices (checkboxes) the page is rendered with: checked before any script. */
  initial: string | string[];
  error?: string;
  registration: ReturnType<UseFormRegister<PostFormValues>>;
  className?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className={className}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceClasses}>
            <input
              type={type}
              value={option.value}
              defaultChecked={
                Array.isArray(initial) ? initial.includes(option.value) : initial === option.value
              }
              className="size-5 shrink-0 accent-primary"
              {...registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The messages beside the fields after a post the server refused (decision 0021): catalogue keys (the
 * post's own check or the API's `fieldKeys`), said in the page's language by `fieldError`.
 */
function postedFieldErrors(error: ApiError | null): Partial<Record<keyof PostFormValues, string>> {
  if (!error) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => (FORM_FIELDS as string[]).includes(field)),
  );
}

/** The form's rules load with zod when the form is first checked (decision 0028), then stay loaded. */
const loadFormRules = () =>
  Promise.all([import('./form-schema'), import('@hookform/resolvers/zod')]).then(([rules, resolvers]) => ({
    postFormSchema: rules.postFormSchema,
    zodResolver: resolvers.zodResolver,
  }));

function lazyPostFormResolver(today: string): Resolver<PostFormValues, unknown, PostFormOutput> {
  let resolve: Resolver<PostFormValues, unknown, PostFormOutput> | undefined;
  return async (values, context, options) => {
    if (!resolve) {
      const { postFormSchema, zodResolver } = await loadFormRules();
      resolve = zodResolver(postFormSchema(today)) as Resolver<PostFormValues, unknown, PostFormOutput>;
    }
    return resolve(values, context, options);
  };
}

export type JobFormProps = { mode: 'create' } | { mode: 'edit'; job: Job };

/**
 * Post a Job (and edit one: the same form and rules). The draft of a new job is kept in the form's
 * state and in sessionStorage, so a sign-in detour (modal or social redirect) keeps what was typed.
 */
export function JobForm(props: JobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openAuth = useAuthPrompt();
  const { isSignedIn, user } = useSession();
  const { country: visitorCountry } = useCountry();
  const formId = useId();
  const fieldId = (name: keyof PostFormValues) => `${formId}-${name}`;
  const editing = props.mode === 'edit' ? props.job : null;
  const [posted, setPosted] = useState<Job | null>(null);
  const postedId = posted?.id ?? null;
  const heldForReview = posted?.status === 'held';
  // Posted before or without JavaScript and refused (decision 0021): everything typed, and why.
  const outcome = useFormOutcome<PostFormValues>();
  const [initial] = useState<PostFormValues>(() => {
    if (outcome) return { ...EMPTY_FORM, ...outcome.values };
    if (editing) return formValuesOf(editing);
    const draft = loadDraft() ?? EMPTY_FORM;
    // Signed in with a phone number: offered (also in the page the server renders).
    return draft.phone || !user?.phone ? draft : { ...draft, phone: user.phone };
  });
  const pageAddress = usePageAddress();
  // Before the script runs the work-date field is always in the page; CSS shows it for "On a date".
  const scripted = useBrowserValue(() => true, false);

  // The browser's today ('' while a server-rendered page hydrates): the earliest work date.
  const today = useBrowserToday();
  const resolver = useMemo(() => lazyPostFormResolver(today), [today]);
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState, setError, setValue, getValues, reset, subscribe } =
    form;
  const { errors, submitCount } = formState;
  useKeepTypedFields(form, formId, initial);
  // The post's refusal shows until the form is sent again (by its script).
  const postedError = submitCount === 0 ? (outcome?.error ?? null) : null;
  const postedErrors = postedFieldErrors(postedError);
  /** A field's message (a catalogue key of the form's rules or the server's answer) in the interface language. */
  const fieldError = (name: keyof PostFormValues): string | undefined => {
    const message = errors[name]?.message ?? postedErrors[name];
    return message ? fieldMessage(message, t) : undefined;
  };
  const invalid = (name: keyof PostFormValues) => Boolean(fieldError(name));

  // Every change of a new job's draft is saved for this tab.
  useEffect(() => {
    if (editing) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
  }, [subscribe, editing]);

  // Signed in with a phone number and nothing typed yet: offer it.
  useEffect(() => {
    if (!editing && user?.phone && !getValues('phone')) setValue('phone', user.phone);
  }, [editing, user?.phone, getValues, setValue]);

  const location = useWatch({ control, name: 'location' });
  const locationCountry = parseLocation(location)?.country ?? visitorCountry;
  const symbol = COUNTRIES[locationCountry].symbol;
  const categorySlug = useWatch({ control, name: 'category' });
  const category = CATEGORIES.find((item) => item.slug === categorySlug);
  const workDay = useWatch({ control, name: 'workDay' });
  // Verified employers (issue #24): the Call number must be one the poster verified by SMS code.
  const myPhones = useMyPhones(isSignedIn);
  // Posted before the script ran with a number not yet verified: the step goes on as form posts.
  const postedUnverified =
    !scripted && (outcome?.error?.code === 'phone_not_verified' || outcome?.done === PHONE_CODE_SENT);
  const phone = useWatch({ control, name: 'phone' });
  const phoneReadable = normalizePhone(phone ?? '', locationCountry) !== null;
  const phoneVerified = isVerifiedNumber(phone ?? '', locationCountry, myPhones.data?.phones);
  /** The post waits for the number to be verified, then goes on. */
  const [postAfterVerifying, setPostAfterVerifying] = useState(false);
  // No number typed yet: offer the account's verified number (the account's own phone first).
  const firstVerified = myPhones.data?.phones[0]?.phone;
  useEffect(() => {
    if (!editing && firstVerified && !getValues('phone')) setValue('phone', firstVerified);
  }, [editing, firstVerified, getValues, setValue]);

  const mutation = useMutation({
    mutationFn: (input: JobInput) =>
      editing
        ? apiFetch<Job>(`/api/jobs/${editing.id}`, { method: 'PATCH', json: input })
        : apiFetch<Job>('/api/jobs', { method: 'POST', json: input }),
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      if (editing) {
        toastSuccess(t('jobs.post.updatedTitle'), t('jobs.post.updatedBody'));
        await navigate(jobPath(job.id));
        return;
      }
      clearDraft();
      if (job.status !== 'held') toastSuccess(t('jobs.post.successTitle'), t('jobs.post.successBody'));
      setPosted(job);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FORM_FIELDS as string[]).includes(field)) {
            setError(field as keyof PostFormValues, { type: 'server', message });
          }
        }
        if (error.status === 401) openAuth('login');
        if (error.code === 'phone_not_verified') setPostAfterVerifying(true);
        // The server's message names the first bad field: said like that field's own message.
        const first = Object.values(error.fields)[0];
        const message =
          error.code === 'network' ? '' : first ? fieldMessage(first, t) : errorMessage(error, t);
        toastError(t('jobs.post.errorTitle'), message || t('jobs.post.errorFallback'));
      } else {
        toastError(t('jobs.post.errorTitle'), t('jobs.post.errorUnexpected'));
      }
    },
  });

  /** Why the server refused the job, as the form's script says it in its toast. */
  const refusalMessage = (error: ApiError): string => {
    const first = Object.values(error.fields)[0];
    const message = first ? fieldMessage(first, t) : errorMessage(error, t);
    return message || t('jobs.post.errorFallback');
  };

  const submit = handleSubmit((values) => mutation.mutate(toJobInput(values)));

  const postAnother = () => {
    clearDraft();
    reset({ ...EMPTY_FORM, phone: user?.phone ?? '' });
    setPosted(null);
  };

  const ids = {
    title: fieldId('title'),
    category: fieldId('category'),
    dailySalary: fieldId('dailySalary'),
    location: fieldId('location'),
    timing: fieldId('timing'),
    phone: fieldId('phone'),
    description: fieldId('description'),
    workDay: fieldId('workDay'),
    workDate: fieldId('workDate'),
    startTime: fieldId('startTime'),
    hoursPerDay: fieldId('hoursPerDay'),
    days: fieldId('days'),
    workersNeeded: fieldId('workersNeeded'),
    payTiming: fieldId('payTiming'),
    payMethods: fieldId('payMethods'),
    mealsProvided: fieldId('mealsProvided'),
    travelPaid: fieldId('travelPaid'),
  };
  const yesNoOptions = [
    { value: 'yes', label: t('jobs.post.yes') },
    { value: 'no', label: t('jobs.post.no') },
    { value: '', label: t('jobs.post.notSaid') },
  ];
  /** A whole-number shift field (hours, days, workers). */
  const numberField = (
    name: 'hoursPerDay' | 'days' | 'workersNeeded',
    label: string,
    max: number,
  ): ReactNode => (
    <FormRow id={ids[name]} label={label} error={fieldError(name)}>
      <input
        id={ids[name]}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-invalid={invalid(name) || undefined}
        aria-describedby={describedBy(ids[name], { error: invalid(name) })}
        className={inputClasses}
        defaultValue={initial[name]}
        {...register(name)}
      />
    </FormRow>
  );

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
            toastError(t('jobs.post.authRequiredTitle'), t('jobs.post.authRequiredBody'));
            openAuth('login');
            return;
          }
          void submit(event);
        }}
      >
        {postedError ? (
          <FormAlert title={t('jobs.post.errorTitle')}>{refusalMessage(postedError)}</FormAlert>
        ) : null}
        {editing ? null : (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/70 px-3 py-2">
            <span className="text-sm font-semibold">{t('jobs.country.label')}</span>
            <CountrySwitch locate={false} />
          </div>
        )}

        <FormRow id={ids.title} label={t('jobs.post.jobTitle')} error={fieldError('title')}>
          <input
            id={ids.title}
            type="text"
            autoComplete="off"
            maxLength={100}
            placeholder={t('jobs.post.jobTitlePlaceholder')}
            aria-invalid={invalid('title') || undefined}
            aria-describedby={describedBy(ids.title, { error: invalid('title') })}
            className={inputClasses}
            defaultValue={initial.title}
            {...register('title')}
          />
        </FormRow>

        <FormRow id={ids.category} label={t('jobs.post.category')} error={fieldError('category')}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-primary">
              <CategoryIcon name={category?.icon ?? 'briefcase'} className="size-5" />
            </span>
            <select
              id={ids.category}
              aria-invalid={invalid('category') || undefined}
              aria-describedby={describedBy(ids.category, { error: invalid('category') })}
              className={cn(inputClasses, 'pl-11')}
              defaultValue={initial.category}
              {...register('category')}
            >
              <option value="">{t('jobs.post.categoryPlaceholder')}</option>
              {CATEGORIES.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {t(item.labelKey, { defaultValue: item.label })}
                </option>
              ))}
            </select>
          </div>
        </FormRow>

        <FormRow
          id={ids.dailySalary}
          label={t('jobs.post.dailySalary', { symbol })}
          error={fieldError('dailySalary')}
        >
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-lg font-bold text-muted-foreground"
            >
              {symbol}
            </span>
            <input
              id={ids.dailySalary}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={t('jobs.post.dailySalaryPlaceholder', { example: PAY_EXAMPLES[locationCountry] })}
              aria-invalid={invalid('dailySalary') || undefined}
              aria-describedby={describedBy(ids.dailySalary, { error: invalid('dailySalary') })}
              className={cn(inputClasses, 'pl-9 text-lg font-semibold')}
              defaultValue={initial.dailySalary}
              {...register('dailySalary')}
            />
          </div>
        </FormRow>

        <FormRow
          id={ids.location}
          label={t('jobs.post.location')}
          hint={t('jobs.post.locationHint')}
          error={fieldError('location')}
          action={
            <UseMyLocationButton
              onLocation={(value) =>
                setValue('location', value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
              }
            />
          }
        >
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <LocationField
                id={ids.location}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                invalid={invalid('location')}
                describedBy={describedBy(ids.location, { hint: true, error: invalid('location') })}
              />
            )}
          />
        </FormRow>

        <FormRow
          id={ids.timing}
          label={
            <>
              {t('jobs.post.timing')}{' '}
              <span className="font-normal text-muted-foreground">{t('jobs.post.optional')}</span>
            </>
          }
          error={fieldError('timing')}
        >
          <select
            id={ids.timing}
            aria-invalid={invalid('timing') || undefined}
            className={inputClasses}
            defaultValue={initial.timing}
            {...register('timing')}
          >
            <option value="">{t('jobs.post.timingNone')}</option>
            {TIMING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey, { defaultValue: option.label })}
              </option>
            ))}
          </select>
        </FormRow>

        <FormRow
          id={ids.phone}
          label={t('jobs.post.phone')}
          hint={t('jobs.post.phoneHint')}
          error={fieldError('phone')}
        >
          <div className="relative">
            <PhoneIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={ids.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              placeholder={t('jobs.post.phonePlaceholder')}
              aria-invalid={invalid('phone') || undefined}
              aria-describedby={describedBy(ids.phone, { hint: true, error: invalid('phone') })}
              className={cn(inputClasses, 'pl-10')}
              defaultValue={initial.phone}
              {...register('phone')}
            />
          </div>
          {postedUnverified ? (
            <PhoneVerification
              phone={initial.phone}
              country={locationCountry}
              onVerified={() => undefined}
              posted={{ codeSent: outcome?.done === PHONE_CODE_SENT }}
            />
          ) : isSignedIn && myPhones.data && phoneReadable ? (
            phoneVerified ? (
              <p className="flex items-center gap-1 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
                {t('jobs.post.phoneVerifiedNote')}
              </p>
            ) : (
              <PhoneVerification
                phone={phone}
                country={locationCountry}
                onVerified={() => {
                  if (!postAfterVerifying) return;
                  setPostAfterVerifying(false);
                  void submit();
                }}
              />
            )
          ) : null}
        </FormRow>

        <fieldset aria-describedby={invalid('urgency') ? `${formId}-urgency-error` : undefined}>
          <legend className="font-semibold">{t('jobs.post.urgency')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {URGENCY_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-input bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground"
              >
                <input
                  type="radio"
                  value={option.value}
                  defaultChecked={initial.urgency === option.value}
                  className="mt-1 size-5 shrink-0 accent-primary"
                  {...register('urgency')}
                />
                <span>
                  <span className="block font-bold">
                    {t(option.labelKey, { defaultValue: option.label })}
                  </span>
                  <span className="block text-sm opacity-80">
                    {t(option.hintKey, { defaultValue: option.hint })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {invalid('urgency') ? (
            <p
              id={`${formId}-urgency-error`}
              role="alert"
              className="mt-1.5 text-sm font-semibold text-danger"
            >
              {fieldError('urgency')}
            </p>
          ) : null}
        </fieldset>

        <FormRow id={ids.description} label={t('jobs.post.description')} error={fieldError('description')}>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={2000}
            placeholder={t('jobs.post.descriptionPlaceholder')}
            aria-invalid={invalid('description') || undefined}
            aria-describedby={describedBy(ids.description, { error: invalid('description') })}
            className={cn(inputClasses, 'py-2.5')}
            defaultValue={initial.description}
            {...register('description')}
          />
        </FormRow>

        <section
          aria-labelledby={`${formId}-shift`}
          className="space-y-5 rounded-xl border border-border p-4"
        >
          <div>
            <h2 id={`${formId}-shift`} className="text-lg font-bold">
              {t('jobs.post.shiftTitle')}{' '}
              <span className="font-normal text-muted-foreground">{t('jobs.post.optional')}</span>
            </h2>
            <p className="text-sm text-muted-foreground">{t('jobs.post.shiftHint')}</p>
          </div>

          <ChoiceGroup
            id={ids.workDay}
            legend={t('jobs.post.workDay')}
            options={[
              { value: '', label: t('jobs.post.workDayNone') },
              { value: 'date', label: t('jobs.post.workDayDate') },
              { value: 'any', label: t('jobs.post.workDayAny') },
              { value: 'flexible', label: t('jobs.post.workDayFlexible') },
            ]}
            initial={initial.workDay}
            registration={register('workDay')}
            className="peer/workday"
          />
          {!scripted || workDay === 'date' ? (
            // Shown by CSS while "On a date" is checked, so it also appears before the script runs.
            <div className="hidden peer-has-[input[value=date]:checked]/workday:block">
              <FormRow id={ids.workDate} label={t('jobs.post.workDate')} error={fieldError('workDate')}>
                <input
                  id={ids.workDate}
                  type="date"
                  min={today || undefined}
                  aria-invalid={invalid('workDate') || undefined}
                  aria-describedby={describedBy(ids.workDate, { error: invalid('workDate') })}
                  className={inputClasses}
                  defaultValue={initial.workDate}
                  {...register('workDate')}
                />
              </FormRow>
            </div>
          ) : null}
          {workDay !== 'date' && invalid('workDate') ? (
            // A server message about a date no longer chosen still shows.
            <p role="alert" className="text-sm font-semibold text-danger">
              {fieldError('workDate')}
            </p>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            <FormRow
              id={ids.startTime}
              label={t('jobs.post.startTime')}
              hint={t('jobs.post.startTimeHint')}
              error={fieldError('startTime')}
            >
              <input
                id={ids.startTime}
                type="time"
                aria-invalid={invalid('startTime') || undefined}
                aria-describedby={describedBy(ids.startTime, {
                  hint: true,
                  error: invalid('startTime'),
                })}
                className={inputClasses}
                defaultValue={initial.startTime}
                {...register('startTime')}
              />
            </FormRow>
            {numberField('hoursPerDay', t('jobs.post.hoursPerDay'), HOURS_PER_DAY_MAX)}
            {numberField('days', t('jobs.post.days'), WORK_DAYS_MAX)}
            {numberField('workersNeeded', t('jobs.post.workersNeeded'), WORKERS_MAX)}
          </div>

          <ChoiceGroup
            id={ids.payTiming}
            legend={t('jobs.post.payTiming')}
            options={[
              { value: '', label: t('jobs.post.payTimingNone') },
              { value: 'same-day', label: t('jobs.post.payTimingSameDay') },
              { value: 'end-of-job', label: t('jobs.post.payTimingEndOfJob') },
              { value: 'weekly', label: t('jobs.post.payTimingWeekly') },
            ]}
            error={fieldError('payTiming')}
            initial={initial.payTiming}
            registration={register('payTiming')}
          />
          <ChoiceGroup
            id={ids.payMethods}
            legend={t('jobs.post.payMethods')}
            type="checkbox"
            options={[
              { value: 'cash', label: t('jobs.post.payCash') },
              { value: 'upi', label: t('jobs.post.payUpi') },
              { value: 'bank', label: t('jobs.post.payBank') },
            ]}
            error={fieldError('payMethods')}
            initial={initial.payMethods}
            registration={register('payMethods')}
          />
          <ChoiceGroup
            id={ids.mealsProvided}
            legend={t('jobs.post.mealsProvided')}
            options={yesNoOptions}
            error={fieldError('mealsProvided')}
            initial={initial.mealsProvided}
            registration={register('mealsProvided')}
          />
          <ChoiceGroup
            id={ids.travelPaid}
            legend={t('jobs.post.travelPaid')}
            options={yesNoOptions}
            error={fieldError('travelPaid')}
            initial={initial.travelPaid}
            registration={register('travelPaid')}
          />
        </section>

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
            loadingText={editing ? t('jobs.post.saving') : t('jobs.post.submitting')}
          >
            <Send aria-hidden="true" className="size-5 shrink-0" />
            {editing ? t('jobs.post.save') : t('jobs.post.submit')}
          </Button>
          {editing ? (
            <Link to={jobPath(editing.id)} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('jobs.post.cancelEdit')}
            </Link>
          ) : null}
        </div>
      </form>

      <Dialog
        open={postedId !== null}
        onClose={() => setPosted(null)}
        title={heldForReview ? t('safety.held.title') : t('jobs.post.dialogTitle')}
        description={heldForReview ? t('safety.held.wording') : t('jobs.post.dialogBody')}
        closeLabel={t('dialog.close')}
      >
        <p>
          {heldForReview
            ? t('safety.held.review', { hours: REVIEW_WITHIN_HOURS })
            : t('jobs.post.dialogLive')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button
            className="sm:flex-1"
            onClick={() => {
              const id = postedId;
              setPosted(null);
              if (id !== null) void navigate(jobPath(id));
            }}
          >
            {t('jobs.post.viewJob')}
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={postAnother}>
            {t('jobs.post.postAnother')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
