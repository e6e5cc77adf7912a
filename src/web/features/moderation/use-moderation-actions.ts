import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useModerationAction } from './api';

/** A confirmation step before an action that cannot be undone from this page. */
export interface Confirmation {
  title: string;
  body: string;
  label: string;
  path: string;
  json?: Record<string, unknown>;
}

/** What an item's buttons need: run an action now, ask first, and which action is on its way. */
export interface ModerationActions {
  run: (path: string, json?: Record<string, unknown>) => void;
  confirm: (confirmation: Confirmation) => void;
  /** The endpoint of the action on its way, else null (one at a time). */
  busy: string | null;
}

/**
 * The page's actions (one mutation, useModerationAction): run one, or ask first in the confirmation
 * dialog; either way the outcome is a toast and the dialog closes.
 */
export function useModerationActions() {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = action.isPending ? action.variables.path : null;

  const run = (path: string, json?: Record<string, unknown>) => {
    action.mutate(
      { path, ...(json ? { json } : {}) },
      {
        onSuccess: (result) => {
          setConfirmation(null);
          toastSuccess(
            t('moderation.actions.done'),
            result.changed ? undefined : t('moderation.actions.alreadyDone'),
          );
        },
        onError: (error) => {
          setConfirmation(null);
          toastError(t('moderation.actions.failed'), errorMessage(error, t));
        },
      },
    );
  };
  const actions: ModerationActions = { run, confirm: setConfirmation, busy };
  return { actions, confirmation, cancel: () => setConfirmation(null) };
}
