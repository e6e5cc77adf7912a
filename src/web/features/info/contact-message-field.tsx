import { useId, type ComponentProps } from 'react';
import { FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { cn } from '../../lib/cn';

/** The contact form's message: a tall text area with its character count under it (red past the limit). */
export function ContactMessageField({
  label,
  counter,
  tooLong,
  error,
  ...textarea
}: {
  label: string;
  /** "12 / 2000 characters", said after the field's own description. */
  counter: string;
  tooLong: boolean;
  error: string | undefined;
} & ComponentProps<'textarea'>) {
  const messageId = useId();
  const counterId = useId();
  return (
    <FieldFrame inputId={messageId} label={label} error={error}>
      {(aria) => (
        <>
          <textarea
            id={messageId}
            rows={6}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={[counterId, aria['aria-describedby']].filter(Boolean).join(' ')}
            className={cn(inputClasses, 'min-h-40 resize-y py-2.5 leading-relaxed')}
            {...textarea}
          />
          <p
            id={counterId}
            className={cn(
              'text-right text-sm',
              tooLong ? 'font-semibold text-danger' : 'text-muted-foreground',
            )}
          >
            {counter}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
