import { BadgeCheck, Phone as PhoneIcon } from '../../components/icons';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { CountryCode } from '../../../shared/geo';
import { normalizePhone } from '../../../shared/identifiers';
import { FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { useSession } from '../../lib/session';
import { PHONE_CODE_SENT } from './form';
import { isVerifiedNumber, PhoneVerification, useMyPhones } from './phone-verification';
import type { JobFormState } from './use-job-form';

/**
 * The Call number, and under it whether it is verified (issue #24): verified employers post with a
 * number they verified by SMS code; an unverified one gets "Verify this number" in place. Posted before
 * the script ran with a number not yet verified, the step goes on as form posts.
 */
export function CallNumberField({
  state,
  country,
  editing,
  onVerified,
}: {
  state: JobFormState;
  country: CountryCode;
  editing: boolean;
  /** The number was verified here (the form posts the job it was holding, if any). */
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { form, fieldId, fieldError, initial, outcome, scripted } = state;
  const { register, control, getValues, setValue } = form;
  const myPhones = useMyPhones(isSignedIn);
  const postedUnverified =
    !scripted && (outcome?.error?.code === 'phone_not_verified' || outcome?.done === PHONE_CODE_SENT);
  const phone = useWatch({ control, name: 'phone' });
  // Undefined until the field registers, though its type says a string.
  const phoneText = (phone as string | undefined) ?? '';
  const phoneReadable = normalizePhone(phoneText, country) !== null;
  const phoneVerified = isVerifiedNumber(phoneText, country, myPhones.data?.phones);

  // No number typed yet: offer the account's verified number (the account's own phone first).
  const firstVerified = myPhones.data?.phones[0]?.phone;
  useEffect(() => {
    if (!editing && firstVerified && !getValues('phone')) setValue('phone', firstVerified);
  }, [editing, firstVerified, getValues, setValue]);

  return (
    <FieldFrame
      size="md"
      inputId={fieldId('phone')}
      label={t('post.phone')}
      hint={t('post.phoneHint')}
      error={fieldError('phone')}
    >
      {(aria) => (
        <>
          <div className="relative">
            <PhoneIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={fieldId('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              placeholder={t('post.phonePlaceholder')}
              {...aria}
              className={cn(inputClasses, 'pl-10')}
              defaultValue={initial.phone}
              {...register('phone')}
            />
          </div>
          {postedUnverified ? (
            <PhoneVerification
              phone={initial.phone}
              country={country}
              onVerified={() => undefined}
              posted={{ codeSent: outcome.done === PHONE_CODE_SENT }}
            />
          ) : isSignedIn && myPhones.data && phoneReadable ? (
            phoneVerified ? (
              <p className="flex items-center gap-1 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
                {t('post.phoneVerifiedNote')}
              </p>
            ) : (
              <PhoneVerification phone={phone} country={country} onVerified={onVerified} />
            )
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
