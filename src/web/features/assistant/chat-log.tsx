import { Bot, TriangleAlert } from '../../components/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import type { ChatEntry } from './conversation';
import { ResultView } from './tool-results';

/** Plain text with line breaks kept and **bold** shown as bold (models like to use it). */
function RichText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*\n]+\*\*)/g);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
          <strong key={index}>{part.slice(2, -2)}</strong>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Thinking() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex h-6 items-center gap-1.5">
      <span aria-hidden="true" className="size-2.5 animate-bounce rounded-full bg-primary" />
      <span
        aria-hidden="true"
        className="size-2.5 animate-bounce rounded-full bg-primary [animation-delay:150ms]"
      />
      <span
        aria-hidden="true"
        className="size-2.5 animate-bounce rounded-full bg-primary [animation-delay:300ms]"
      />
      <span className="sr-only">{t('assistant.thinking')}</span>
    </div>
  );
}

function AssistantMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground max-sm:hidden"
      >
        <Bot className="size-5" />
      </span>
      <div
        aria-busy={busy || undefined}
        className="max-w-full min-w-0 space-y-3 rounded-2xl rounded-tl-sm bg-muted px-3 py-3 sm:max-w-[85%] sm:px-4"
      >
        <span className="sr-only">{t('assistant.name')}: </span>
        {children}
      </div>
    </div>
  );
}

function UserMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-primary-foreground">
        <span className="sr-only">{t('assistant.you')}: </span>
        <RichText text={text} />
      </div>
    </div>
  );
}

/**
 * The conversation (a polite live log): the opening greeting, then each message; an assistant message
 * shows its text, its tool results and what went wrong. `children` follow the messages (suggestions).
 */
export function ChatLog({
  entries,
  busy,
  children,
  className,
}: {
  entries: ChatEntry[];
  busy: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);

  // Keep the newest words in view as they stream in.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('assistant.log')}
      className={cn('space-y-4 overflow-y-auto overscroll-contain p-3 sm:p-4', className)}
    >
      <AssistantMessage>
        <p>{t('assistant.greeting')}</p>
      </AssistantMessage>
      {entries.map((entry, index) => {
        if (entry.role === 'user') return <UserMessage key={entry.id} text={entry.content} />;
        const streaming = busy && index === entries.length - 1;
        const results = entry.results ?? [];
        if (!streaming && !entry.content && results.length === 0 && !entry.error) return null;
        return (
          <AssistantMessage key={entry.id} busy={streaming}>
            {entry.content ? <RichText text={entry.content} /> : null}
            {streaming && !entry.content && results.length === 0 ? <Thinking /> : null}
            {results.map((result, resultIndex) => (
              <ResultView key={resultIndex} result={result} saidInWords={Boolean(entry.content)} />
            ))}
            {entry.error ? (
              <p className="flex items-start gap-2 font-semibold text-danger">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>{entry.error}</span>
              </p>
            ) : null}
          </AssistantMessage>
        );
      })}
      {children}
    </div>
  );
}
