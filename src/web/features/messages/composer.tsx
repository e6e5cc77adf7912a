import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/limits';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { sendOnEnter } from '../../lib/send-on-enter';
import { usePageAddress } from '../../lib/form-post';

/** Unsent text per conversation, kept while the user moves around the app. */
const drafts = new Map<number, string>();

/**
 * The message box (spec: a text input that sends on Enter or the button). Shift+Enter starts a new line;
 * Enter while an input method is composing (Hindi keyboards) does not send. The text is trimmed; blank
 * is never sent; over 2,000 characters the counter and a message say so and Send waits.
 */
export function Composer({
  conversationId,
  onSend,
}: {
  conversationId: number;
  onSend: (content: string) => void;
}) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  useEffect(() => {
    if (text) drafts.set(conversationId, text);
    else drafts.delete(conversationId);
  }, [conversationId, text]);

  const trimmed = text.trim();
  const over = trimmed.length - MESSAGE_MAX_LENGTH;
  const canSend = trimmed.length > 0 && over <= 0;

  const submit = () => {
    if (!canSend) return;
    onSend(trimmed);
    setText('');
  };

  return (
    <form
      method="post"
      action={pageAddress}
      className="border-t border-border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter(submit)}
          rows={1}
          placeholder={t('messages.composer.placeholder')}
          aria-invalid={over > 0 || undefined}
          aria-describedby={`${id}-counter ${id}-hint${over > 0 ? ` ${id}-error` : ''}`}
          enterKeyHint="send"
          className={cn(inputClasses, 'max-h-40 min-h-12 resize-none py-2.5 [field-sizing:content]')}
        />
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('messages.composer.send')}</span>
        </Button>
      </div>
      <div className="mt-1 flex items-start justify-between gap-3 text-xs text-muted-foreground">
        <p id={`${id}-hint`} className="max-sm:sr-only">
          {t('messages.composer.hint')}
        </p>
        <p
          id={`${id}-counter`}
          className={cn('ml-auto shrink-0 tabular-nums', over > 0 && 'font-bold text-danger')}
        >
          {t('messages.composer.counter', { count: trimmed.length, max: MESSAGE_MAX_LENGTH })}
        </p>
      </div>
      {over > 0 ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger">
          {t('messages.composer.tooLong', { max: MESSAGE_MAX_LENGTH, over })}
        </p>
      ) : null}
    </form>
  );
}
