import { SendHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePageAddress } from '../lib/form-post';
import { sendOnEnter } from '../lib/send-on-enter';
import { Button } from './ui/button';
import { inputClasses } from './ui/input';

/**
 * The chat send box of messages and the assistant: a growing text box that sends on Enter (Shift+Enter
 * starts a new line, Enter while a Hindi keyboard is composing does not send) and a Send button, then
 * `children` (the hint, a counter). `id` prefixes the ids: the text box is `${id}-text`.
 */
export function SendBox({
  id,
  text,
  onTextChange,
  canSend,
  onSend,
  label,
  placeholder,
  sendLabel,
  describedBy,
  invalid,
  maxLength,
  children,
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  canSend: boolean;
  /** Called on Enter or Send (the caller checks canSend). */
  onSend: () => void;
  label: string;
  placeholder: string;
  sendLabel: string;
  describedBy: string;
  invalid?: boolean;
  maxLength?: number;
  children: ReactNode;
}) {
  const pageAddress = usePageAddress();
  return (
    <form
      method="post"
      action={pageAddress}
      className="border-t border-border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={sendOnEnter(onSend)}
          rows={1}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          enterKeyHint="send"
          className={cn(inputClasses, 'max-h-40 min-h-12 resize-none py-2.5 [field-sizing:content]')}
        />
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{sendLabel}</span>
        </Button>
      </div>
      {children}
    </form>
  );
}
