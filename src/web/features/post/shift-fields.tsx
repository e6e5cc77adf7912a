import { useWatch } from 'react-hook-form';
import { HOURS_PER_DAY_MAX, WORK_DAYS_MAX, WORKERS_MAX } from '../../../shared/shifts';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { FieldError, FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { useTranslation } from '../../lib/i18n';
import type { JobFormState } from './use-job-form';

/** A whole-number shift field (hours, days, workers). */
function NumberField({
  state,
  name,
  label,
  max,
}: {
  state: JobFormState;
  name: 'hoursPerDay' | 'days' | 'workersNeeded';
  label: string;
  max: number;
}) {
  const { form, fieldId, fieldError, initial } = state;
  return (
    <FieldFrame size="md" inputId={fieldId(name)} label={label} error={fieldError(name)}>
      {(aria) => (
        <input
          id={fieldId(name)}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          {...aria}
          className={inputClasses}
          defaultValue={initial[name]}
          {...form.register(name)}
        />
      )}
    </FieldFrame>
  );
}

/** The work day: not said, a date (its own field), any day or flexible. */
function WorkDayFields({ state }: { state: JobFormState }) {
  const { t } = useTranslation();
  const { form, fieldId, fieldError, initial, scripted, today } = state;
  const workDay = useWatch({ control: form.control, name: 'workDay' });
  const workDateError = fieldError('workDate');
  return (
    <>
      <ChoiceGroup
        id={fieldId('workDay')}
        legend={t('jobs.post.workDay')}
        options={[
          { value: '', label: t('jobs.post.workDayNone') },
          { value: 'date', label: t('jobs.post.workDayDate') },
          { value: 'any', label: t('jobs.post.workDayAny') },
          { value: 'flexible', label: t('jobs.post.workDayFlexible') },
        ]}
        initial={initial.workDay}
        registration={form.register('workDay')}
        className="peer/workday"
      />
      {!scripted || workDay === 'date' ? (
        // Shown by CSS while "On a date" is checked, so it also appears before the script runs.
        <div className="hidden peer-has-[input[value=date]:checked]/workday:block">
          <FieldFrame
            size="md"
            inputId={fieldId('workDate')}
            label={t('jobs.post.workDate')}
            error={workDateError}
          >
            {(aria) => (
              <input
                id={fieldId('workDate')}
                type="date"
                min={today || undefined}
                {...aria}
                className={inputClasses}
                defaultValue={initial.workDate}
                {...form.register('workDate')}
              />
            )}
          </FieldFrame>
        </div>
      ) : null}
      {workDay !== 'date' && workDateError ? (
        // A server message about a date no longer chosen still shows.
        <FieldError error={workDateError} size="md" />
      ) : null}
    </>
  );
}

/** Shift details (issue #12), all optional: when, how long, how many, and how and when the pay comes. */
export function ShiftFields({ state }: { state: JobFormState }) {
  const { t } = useTranslation();
  const { form, formId, fieldId, fieldError, initial } = state;
  const { register } = form;
  const yesNoOptions = [
    { value: 'yes', label: t('jobs.post.yes') },
    { value: 'no', label: t('jobs.post.no') },
    { value: '', label: t('jobs.post.notSaid') },
  ];
  return (
    <section aria-labelledby={`${formId}-shift`} className="space-y-5 rounded-xl border border-border p-4">
      <div>
        <h2 id={`${formId}-shift`} className="text-lg font-bold">
          {t('jobs.post.shiftTitle')}{' '}
          <span className="font-normal text-muted-foreground">{t('jobs.post.optional')}</span>
        </h2>
        <p className="text-sm text-muted-foreground">{t('jobs.post.shiftHint')}</p>
      </div>

      <WorkDayFields state={state} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame
          size="md"
          inputId={fieldId('startTime')}
          label={t('jobs.post.startTime')}
          hint={t('jobs.post.startTimeHint')}
          error={fieldError('startTime')}
        >
          {(aria) => (
            <input
              id={fieldId('startTime')}
              type="time"
              {...aria}
              className={inputClasses}
              defaultValue={initial.startTime}
              {...register('startTime')}
            />
          )}
        </FieldFrame>
        <NumberField
          state={state}
          name="hoursPerDay"
          label={t('jobs.post.hoursPerDay')}
          max={HOURS_PER_DAY_MAX}
        />
        <NumberField state={state} name="days" label={t('jobs.post.days')} max={WORK_DAYS_MAX} />
        <NumberField
          state={state}
          name="workersNeeded"
          label={t('jobs.post.workersNeeded')}
          max={WORKERS_MAX}
        />
      </div>

      <ChoiceGroup
        id={fieldId('payTiming')}
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
        id={fieldId('payMethods')}
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
        id={fieldId('mealsProvided')}
        legend={t('jobs.post.mealsProvided')}
        options={yesNoOptions}
        error={fieldError('mealsProvided')}
        initial={initial.mealsProvided}
        registration={register('mealsProvided')}
      />
      <ChoiceGroup
        id={fieldId('travelPaid')}
        legend={t('jobs.post.travelPaid')}
        options={yesNoOptions}
        error={fieldError('travelPaid')}
        initial={initial.travelPaid}
        registration={register('travelPaid')}
      />
    </section>
  );
}
