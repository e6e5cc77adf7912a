import { useEffect, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/limits';
import { SendBox } from '../../components/send-box';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

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
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => drafts.get(conversationId) ?? '');
  useEffect(() => {
    if (text) drafts.set(conversationId, text);
    else drafts.delete(conversationId);
  }, [conversationId, text]);

  const trimmed = text.trim();
  const over = trimmed.length - MESSAGE_MAX_LENGTH;

  return (
    <SendBox
      id={id}
      text={text}
      onTextChange={setText}
      ready={over <= 0}
      onSend={onSend}
      label={t('messages.composer.label')}
      placeholder={t('messages.composer.placeholder')}
      sendLabel={t('messages.composer.send')}
      describedBy={`${id}-counter ${id}-hint${over > 0 ? ` ${id}-error` : ''}`}
      invalid={over > 0}
    >
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
    </SendBox>
  );
}
