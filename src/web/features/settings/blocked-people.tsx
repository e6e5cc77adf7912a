import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser, BlockListResponse, BlockResponse } from '../../../shared/api/safety';
import { Button } from '../../components/ui/button';
import { apiFetch, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { blocksQueryKey, MESSAGES_QUERY_KEY } from '../../lib/messaging';
import { toastError, toastSuccess } from '../../lib/toast';
import { intlTag, useIntlLocale } from '../../lib/format';
import { ListStatus } from './list-status';
import '../../lib/texts/accounts';

const blocksQueryOptions = {
  queryKey: blocksQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<BlockListResponse>('/api/me/blocks', { signal }),
};

function BlockedPerson({ person }: { person: BlockedUser }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const client = useQueryClient();
  const unblock = useMutation({
    mutationFn: () =>
      apiFetch<BlockResponse>(`/api/me/blocks/${encodeURIComponent(person.userId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<BlockListResponse>(blocksQueryKey, (data) =>
        data ? { blocks: data.blocks.filter((block) => block.userId !== person.userId) } : data,
      );
      // Conversations with this person can take messages again.
      void client.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
      toastSuccess(t('auth.settings.blocks.unblocked', { name: person.name }));
    },
    onError: (error) => toastError(t('auth.settings.blocks.failed'), errorMessage(error, t)),
  });
  // Once unblocked the row stays busy until it leaves the list.
  const busy = unblock.isPending || unblock.isSuccess;
  const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium' }).format(
    new Date(person.createdAt),
  );
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{person.name}</p>
        <p className="text-sm text-muted-foreground">{t('auth.settings.blocks.blockedOn', { date })}</p>
      </div>
      <Button
        variant="outline"
        loading={busy}
        loadingText={t('auth.settings.blocks.unblocking')}
        aria-label={busy ? undefined : t('auth.settings.blocks.unblockLabel', { name: person.name })}
        onClick={() => unblock.mutate()}
      >
        {t('auth.settings.blocks.unblock')}
      </Button>
    </li>
  );
}

/**
 * Settings, "Blocked people" (issue #11): everyone I blocked in a conversation, newest first, each with
 * Unblock; an empty state when there is no one.
 */
export function BlockedPeople() {
  const { t } = useTranslation();
  const blocks = useQuery(blocksQueryOptions);
  if (blocks.isPending || blocks.isError) {
    return (
      <ListStatus
        list={blocks}
        loadingText={t('auth.settings.blocks.loading')}
        failedText={t('auth.settings.blocks.loadFailed')}
      />
    );
  }
  if (blocks.data.blocks.length === 0) {
    return <p className="text-muted-foreground">{t('auth.settings.blocks.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-border">
      {blocks.data.blocks.map((person) => (
        <BlockedPerson key={person.userId} person={person} />
      ))}
    </ul>
  );
}
