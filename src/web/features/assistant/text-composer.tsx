import { useId, useState } from 'react';
import { ASSISTANT_MAX_CONTENT } from '../../../shared/limits';
import { SendBox } from '../../components/send-box';
import { useTranslation } from '../../lib/i18n';

/**
 * The send box (spec: Text mode): Enter sends, Shift+Enter starts a new line, Enter while a Hindi
 * keyboard is composing does not send. Send waits while the text is blank or a reply is streaming;
 * the box stays usable meanwhile, so the next question can be typed.
 */
export function TextComposer({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  return (
    <SendBox
      id={id}
      text={text}
      onTextChange={setText}
      ready={!busy}
      onSend={onSend}
      label={t('assistant.composer.label')}
      placeholder={t('assistant.composer.placeholder')}
      sendLabel={t('assistant.composer.send')}
      describedBy={`${id}-hint`}
      maxLength={ASSISTANT_MAX_CONTENT}
    >
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground max-sm:sr-only">
        {t('assistant.composer.hint')}
      </p>
    </SendBox>
  );
}
