import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToolResult } from '../../../shared/api/assistant';
import type { Locale } from '../../../shared/i18n';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { useCountry } from '../../lib/country';
import { browserToday } from '../../lib/today';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import {
  loadConversation,
  newEntryId,
  requestMessages,
  saveConversation,
  type ChatEntry,
} from './conversation';
import { entryText } from './reply-text';
import { AssistantRequestError, streamAssistant } from './stream';

export interface AssistantChat {
  entries: ChatEntry[];
  /** True while a reply is on its way (one at a time). */
  busy: boolean;
  /**
   * Sends a user message and streams the reply into a new assistant message. Resolves with that message
   * when the reply is complete (or failed: then it carries `error`); null when nothing was sent (blank,
   * busy) or the request was cancelled.
   */
  send: (text: string) => Promise<ChatEntry | null>;
  /** New chat: cancels a reply on its way and forgets the conversation and the engine state. */
  reset: () => void;
}

/**
 * The conversation with the assistant, shared by text and voice mode (spec section 4, "Text chat"):
 * idle or waiting; while waiting an empty assistant message is appended and the streamed text fills it.
 * It survives a reload (sessionStorage) and the request is cancelled when the page closes.
 */
export function useAssistantChat(): AssistantChat {
  const { t, i18n } = useTranslation();
  const { country } = useCountry();
  const queryClient = useQueryClient();
  const [initial] = useState(loadConversation);
  const [entries, setEntries] = useState<ChatEntry[]>(initial.entries);
  // The source of truth for the stream's updates, which arrive between renders.
  const entriesRef = useRef<ChatEntry[]>(initial.entries);
  const stateRef = useRef<unknown>(initial.state);
  const busyRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  // The interface language goes with every turn: the assistant answers in it when a message does not tell.
  const locale: Locale = i18n.language;

  const commit = useCallback((next: ChatEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);
  const patch = useCallback(
    (id: string, change: (entry: ChatEntry) => ChatEntry) =>
      commit(entriesRef.current.map((entry) => (entry.id === id ? change(entry) : entry))),
    [commit],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);

  /** Streams the reply to `content` into a new assistant message (the mutation `send` starts). */
  const streamReply = useCallback(
    async (content: string): Promise<ChatEntry | null> => {
      const controller = new AbortController();
      controllerRef.current = controller;

      const question: ChatEntry = { id: newEntryId(), role: 'user', content };
      const replyId = newEntryId();
      const history = [...entriesRef.current, question];
      commit([...history, { id: replyId, role: 'assistant', content: '' }]);
      saveConversation({ entries: history, state: stateRef.current });

      const addResult = (result: ToolResult) =>
        patch(replyId, (entry) => ({
          ...entry,
          results: [...(entry.results ?? []), result],
          ...(result.type === 'jobs_found' ? { jobIds: result.jobs.map((job) => job.id) } : {}),
        }));
      const fail = (message: string) => patch(replyId, (entry) => ({ ...entry, error: message }));

      try {
        const stream = streamAssistant(
          {
            messages: requestMessages(history, (entry) => entryText(t, entry)),
            ...(stateRef.current === undefined ? {} : { state: stateRef.current }),
            locale,
            country,
            today: browserToday(),
          },
          controller.signal,
        );
        for await (const item of stream) {
          if ('choices' in item) {
            const chunk = item.choices[0].delta.content;
            patch(replyId, (entry) => ({ ...entry, content: entry.content + chunk }));
          } else if ('tool_result' in item) {
            const result = item.tool_result;
            if (result.type === 'job_created') {
              if (result.job.status !== 'held') toastSuccess(t('assistant.created.toast'));
              void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            }
            addResult(result);
          } else if ('state' in item) {
            stateRef.current = item.state;
          } else {
            toastError(t('assistant.errors.title'), item.error);
            fail(item.error);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return null;
        if (!(error instanceof AssistantRequestError)) console.warn('AI assistant reply failed', error);
        const message = t(
          error instanceof AssistantRequestError ? error.textKey : 'assistant.errors.network',
        );
        toastError(message);
        fail(message);
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          busyRef.current = false;
        }
      }
      if (controller.signal.aborted) return null;
      saveConversation({ entries: entriesRef.current, state: stateRef.current });
      return entriesRef.current.find((entry) => entry.id === replyId) ?? null;
    },
    [commit, country, locale, patch, queryClient, t],
  );

  const reply = useMutation({
    mutationFn: streamReply,
    // Offline too: the request fails at once and says so, as any reply that fails.
    networkMode: 'always',
  });
  const { mutateAsync: startReply, reset: forgetReply } = reply;

  const send = useCallback(
    (text: string): Promise<ChatEntry | null> => {
      const content = text.trim();
      // The ref, not `isPending`: a second send in the same tick is refused too.
      if (!content || busyRef.current) return Promise.resolve(null);
      busyRef.current = true;
      return startReply(content);
    },
    [startReply],
  );

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    busyRef.current = false;
    forgetReply();
    stateRef.current = undefined;
    commit([]);
    saveConversation({ entries: [] });
  }, [commit, forgetReply]);

  return { entries, busy: reply.isPending, send, reset };
}
