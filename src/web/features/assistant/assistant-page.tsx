import { ArrowLeft, SquarePen } from '../../components/icons';
import { Suspense, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { ChatLog } from './chat-log';
import { entryText, speakable } from './reply-text';
import { ModeTabs, useMode, type Mode } from './mode-tabs';
import { TextComposer } from './text-composer';
import { useAssistantChat } from './use-assistant-chat';
import { loadVoicePanel, VoiceLoadBoundary } from './voice-loader';
import '../../lib/texts/assistant';

function Suggestions({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const items = [
    t('assistant.suggestions.findWork'),
    t('assistant.suggestions.postJob'),
    t('assistant.suggestions.hindi'),
  ];
  return (
    <div role="group" aria-label={t('assistant.suggestions.label')} className="sm:pl-11">
      <p className="mb-2 text-sm font-semibold text-muted-foreground">{t('assistant.suggestions.label')}</p>
      <div className="flex flex-wrap gap-2">
        {items.map((text) => (
          <Button
            key={text}
            variant="secondary"
            className="rounded-full whitespace-normal"
            onClick={() => onPick(text)}
          >
            {text}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * /ai-assistant (spec: AI assistant; issue #9): one conversation with the job assistant, typed (Text) or
 * spoken (Voice). Replies stream in; found jobs, job details, a posted job and the sign-in request show
 * as part of the conversation, which survives a reload until "New chat".
 */
export function AssistantPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.assistant.title'));
  const id = useId();
  const chat = useAssistantChat();
  const { send } = chat;
  const [mode, setMode] = useMode();
  const [VoicePanel, setVoicePanel] = useState(loadVoicePanel);
  const switchToText = useCallback(() => setMode('text'), [setMode]);

  const ask = useCallback(
    async (text: string) => {
      const reply = await send(text);
      if (!reply) return null;
      return speakable(entryText(t, reply) || reply.error || '') || null;
    },
    [send, t],
  );

  const ids = { tab: (item: Mode) => `${id}-tab-${item}`, panel: `${id}-panel` };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-3 py-4 sm:px-4 sm:py-8">
      <div className="flex items-center gap-2">
        <Link to={buildPath('home')} className={buttonClasses({ variant: 'outline', className: 'px-3' })}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('assistant.back')}
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('pages.assistant.title')}
        </h1>
        {chat.entries.length > 0 ? (
          <Button variant="ghost" className="px-3" onClick={chat.reset}>
            <SquarePen aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{t('assistant.newChat')}</span>
          </Button>
        ) : null}
      </div>

      <ModeTabs mode={mode} onChange={setMode} ids={ids} />

      <div
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab(mode)}
        className={cn(cardClasses, 'flex h-[calc(100dvh-13rem)] min-h-[30rem] flex-col overflow-hidden')}
      >
        {mode === 'voice' ? (
          <VoiceLoadBoundary
            onRetry={() => setVoicePanel(loadVoicePanel)}
            fallback={(retry) => (
              <div className="flex flex-col items-center gap-3 border-b border-border p-6 text-center">
                <p>{t('assistant.voice.loadFailed')}</p>
                <Button variant="outline" onClick={retry}>
                  {t('assistant.voice.retry')}
                </Button>
              </div>
            )}
          >
            <Suspense
              fallback={
                <div
                  role="status"
                  className="flex min-h-48 items-center justify-center gap-3 border-b border-border text-muted-foreground"
                >
                  <Spinner className="size-6" />
                  {t('assistant.voice.loading')}
                </div>
              }
            >
              <VoicePanel ask={ask} onUseText={switchToText} />
            </Suspense>
          </VoiceLoadBoundary>
        ) : null}
        <ChatLog entries={chat.entries} busy={chat.busy} className="min-h-0 flex-1">
          {mode === 'text' && chat.entries.length === 0 ? (
            <Suggestions onPick={(text) => void send(text)} />
          ) : null}
        </ChatLog>
        {mode === 'text' ? <TextComposer busy={chat.busy} onSend={(text) => void send(text)} /> : null}
      </div>
    </div>
  );
}
