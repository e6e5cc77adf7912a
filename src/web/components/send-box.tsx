import { SendHorizontal } from './icons';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePageAddress } from '../lib/form-post';
import { sendOnEnter } from '../lib/send-on-enter';
import { Button } from './ui/button';
import { inputClasses } from './ui/input-classes';

/**
 * The chat send box of messages and the assistant: a growing text box that sends on Enter (Shift+Enter
 * starts a new line, Enter while a Hindi keyboard is composing does not send) and a Send button, then
 * `children` (the hint, a counter). `id` prefixes the ids: the text box is `${id}-text`. Sending hands
 * over the trimmed text and empties the box; blank text is never sent, nor anything while `ready` is false
 * (a reply streaming, a message too long), and Send waits meanwhile.
 */
export function SendBox({
  id,
  text,
  onTextChange,
  ready = true,
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
  ready?: boolean;
  /** Called with the trimmed text on Enter or Send, when there is text to send and the box is ready. */
  onSend: (text: string) => void;
  label: string;
  placeholder: string;
  sendLabel: string;
  describedBy: string;
  invalid?: boolean;
  maxLength?: number;
  children: ReactNode;
}) {
  const pageAddress = usePageAddress();
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && ready;
  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    onTextChange('');
  };
  return (
    <form
      method="post"
      action={pageAddress}
      className="border-t border-border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
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
          onKeyDown={sendOnEnter(send)}
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
