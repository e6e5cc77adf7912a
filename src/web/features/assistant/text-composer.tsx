import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ASSISTANT_MAX_CONTENT } from '../../../shared/limits';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { sendOnEnter } from '../../lib/send-on-enter';
import { usePageAddress } from '../../lib/form-post';

/**
 * The send box (spec: Text mode): Enter sends, Shift+Enter starts a new line, Enter while a Hindi
 * keyboard is composing does not send. Send waits while the text is blank or a reply is streaming;
 * the box stays usable meanwhile, so the next question can be typed.
 */
export function TextComposer({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !busy;

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
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
          {t('assistant.composer.label')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter(submit)}
          rows={1}
          maxLength={ASSISTANT_MAX_CONTENT}
          placeholder={t('assistant.composer.placeholder')}
          aria-describedby={`${id}-hint`}
          enterKeyHint="send"
          className={cn(inputClasses, 'max-h-40 min-h-12 resize-none py-2.5 [field-sizing:content]')}
        />
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('assistant.composer.send')}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground max-sm:sr-only">
        {t('assistant.composer.hint')}
      </p>
    </form>
  );
}
