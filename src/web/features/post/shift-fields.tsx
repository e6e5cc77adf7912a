import { useWatch } from 'react-hook-form';
import { HOURS_PER_DAY_MAX, WORK_DAYS_MAX, WORKERS_MAX } from '../../../shared/shifts';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { FieldError, FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
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
        legend={t('post.workDay')}
        options={[
          { value: '', label: t('post.workDayNone') },
          { value: 'date', label: t('post.workDayDate') },
          { value: 'any', label: t('post.workDayAny') },
          { value: 'flexible', label: t('post.workDayFlexible') },
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
            label={t('post.workDate')}
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
    { value: 'yes', label: t('post.yes') },
    { value: 'no', label: t('post.no') },
    { value: '', label: t('post.notSaid') },
  ];
  return (
    <section aria-labelledby={`${formId}-shift`} className="space-y-5 rounded-xl border border-border p-4">
      <div>
        <h2 id={`${formId}-shift`} className="text-lg font-bold">
          {t('post.shiftTitle')}{' '}
          <span className="font-normal text-muted-foreground">{t('post.optional')}</span>
        </h2>
        <p className="text-sm text-muted-foreground">{t('post.shiftHint')}</p>
      </div>

      <WorkDayFields state={state} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame
          size="md"
          inputId={fieldId('startTime')}
          label={t('post.startTime')}
          hint={t('post.startTimeHint')}
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
        <NumberField state={state} name="hoursPerDay" label={t('post.hoursPerDay')} max={HOURS_PER_DAY_MAX} />
        <NumberField state={state} name="days" label={t('post.days')} max={WORK_DAYS_MAX} />
        <NumberField state={state} name="workersNeeded" label={t('post.workersNeeded')} max={WORKERS_MAX} />
      </div>

      <ChoiceGroup
        id={fieldId('payTiming')}
        legend={t('post.payTiming')}
        options={[
          { value: '', label: t('post.payTimingNone') },
          { value: 'same-day', label: t('post.payTimingSameDay') },
          { value: 'end-of-job', label: t('post.payTimingEndOfJob') },
          { value: 'weekly', label: t('post.payTimingWeekly') },
        ]}
        error={fieldError('payTiming')}
        initial={initial.payTiming}
        registration={register('payTiming')}
      />
      <ChoiceGroup
        id={fieldId('payMethods')}
        legend={t('post.payMethods')}
        type="checkbox"
        options={[
          { value: 'cash', label: t('post.payCash') },
          { value: 'upi', label: t('post.payUpi') },
          { value: 'bank', label: t('post.payBank') },
        ]}
        error={fieldError('payMethods')}
        initial={initial.payMethods}
        registration={register('payMethods')}
      />
      <ChoiceGroup
        id={fieldId('mealsProvided')}
        legend={t('post.mealsProvided')}
        options={yesNoOptions}
        error={fieldError('mealsProvided')}
        initial={initial.mealsProvided}
        registration={register('mealsProvided')}
      />
      <ChoiceGroup
        id={fieldId('travelPaid')}
        legend={t('post.travelPaid')}
        options={yesNoOptions}
        error={fieldError('travelPaid')}
        initial={initial.travelPaid}
        registration={register('travelPaid')}
      />
    </section>
  );
}
