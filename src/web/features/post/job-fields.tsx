import { Controller, useWatch } from 'react-hook-form';
import { CATEGORIES, TIMING_OPTIONS, URGENCY_OPTIONS } from '../../../shared/categories';
import { COUNTRIES, type CountryCode } from '../../../shared/geo';
import { CategoryIcon } from '../../components/category-icon';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { LocationField, UseMyLocationButton } from './location-field';
import type { JobFormState } from './use-job-form';

const PAY_EXAMPLES = { IN: '700', US: '150' } as const;

/** The job itself: title, category, daily pay (in the place's currency), place and time of day. */
export function JobBasicsFields({ state, country }: { state: JobFormState; country: CountryCode }) {
  const { t } = useTranslation();
  const { form, fieldId, fieldError, initial } = state;
  const { register, control, setValue } = form;
  const symbol = COUNTRIES[country].symbol;
  const categorySlug = useWatch({ control, name: 'category' });
  const category = CATEGORIES.find((item) => item.slug === categorySlug);
  return (
    <>
      <FieldFrame size="md" inputId={fieldId('title')} label={t('post.jobTitle')} error={fieldError('title')}>
        {(aria) => (
          <input
            id={fieldId('title')}
            type="text"
            autoComplete="off"
            maxLength={100}
            placeholder={t('post.jobTitlePlaceholder')}
            {...aria}
            className={inputClasses}
            defaultValue={initial.title}
            {...register('title')}
          />
        )}
      </FieldFrame>

      <FieldFrame
        size="md"
        inputId={fieldId('category')}
        label={t('post.category')}
        error={fieldError('category')}
      >
        {(aria) => (
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-primary">
              <CategoryIcon name={category?.icon ?? 'briefcase'} className="size-5" />
            </span>
            <select
              id={fieldId('category')}
              {...aria}
              className={cn(inputClasses, 'pl-11')}
              defaultValue={initial.category}
              {...register('category')}
            >
              <option value="">{t('post.categoryPlaceholder')}</option>
              {CATEGORIES.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {t(item.labelKey, { defaultValue: item.label })}
                </option>
              ))}
            </select>
          </div>
        )}
      </FieldFrame>

      <FieldFrame
        size="md"
        inputId={fieldId('dailySalary')}
        label={t('post.dailySalary', { symbol })}
        error={fieldError('dailySalary')}
      >
        {(aria) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-lg font-bold text-muted-foreground"
            >
              {symbol}
            </span>
            <input
              id={fieldId('dailySalary')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={t('post.dailySalaryPlaceholder', { example: PAY_EXAMPLES[country] })}
              {...aria}
              className={cn(inputClasses, 'pl-9 text-lg font-semibold')}
              defaultValue={initial.dailySalary}
              {...register('dailySalary')}
            />
          </div>
        )}
      </FieldFrame>

      <FieldFrame
        size="md"
        inputId={fieldId('location')}
        label={t('post.location')}
        hint={t('post.locationHint')}
        error={fieldError('location')}
        labelAside={
          <UseMyLocationButton
            onLocation={(value) =>
              setValue('location', value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
            }
          />
        }
      >
        {(aria) => (
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <LocationField
                id={fieldId('location')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                invalid={Boolean(aria['aria-invalid'])}
                describedBy={aria['aria-describedby']}
              />
            )}
          />
        )}
      </FieldFrame>

      <FieldFrame
        size="md"
        inputId={fieldId('timing')}
        label={
          <>
            {t('post.timing')} <span className="font-normal text-muted-foreground">{t('post.optional')}</span>
          </>
        }
        error={fieldError('timing')}
      >
        {(aria) => (
          <select
            id={fieldId('timing')}
            {...aria}
            className={inputClasses}
            defaultValue={initial.timing}
            {...register('timing')}
          >
            <option value="">{t('post.timingNone')}</option>
            {TIMING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey, { defaultValue: option.label })}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </>
  );
}

/** How soon the work starts: normal, urgent or immediate, each with what it means. */
export function UrgencyField({ state }: { state: JobFormState }) {
  const { t } = useTranslation();
  const { form, fieldId, fieldError, initial } = state;
  return (
    <ChoiceGroup
      id={fieldId('urgency')}
      legend={t('post.urgency')}
      options={URGENCY_OPTIONS.map((option) => ({
        value: option.value,
        label: t(option.labelKey, { defaultValue: option.label }),
        hint: t(option.hintKey, { defaultValue: option.hint }),
      }))}
      error={fieldError('urgency')}
      initial={initial.urgency}
      registration={form.register('urgency')}
    />
  );
}

export function DescriptionField({ state }: { state: JobFormState }) {
  const { t } = useTranslation();
  const { form, fieldId, fieldError, initial } = state;
  return (
    <FieldFrame
      size="md"
      inputId={fieldId('description')}
      label={t('post.description')}
      error={fieldError('description')}
    >
      {(aria) => (
        <textarea
          id={fieldId('description')}
          rows={4}
          maxLength={2000}
          placeholder={t('post.descriptionPlaceholder')}
          {...aria}
          className={cn(inputClasses, 'py-2.5')}
          defaultValue={initial.description}
          {...form.register('description')}
        />
      )}
    </FieldFrame>
  );
}
