import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning, MessageSquareText } from '../../components/icons';
import type { MeResponse } from '../../../shared/api/accounts';
import { CodeForm } from '../../components/code-entry';
import { Badge } from '../../components/ui/badge';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import { usePageAddress } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import '../../lib/texts/accounts';

/** What each kind of pending change says and does. */
const KINDS = {
  email: {
    Icon: MailWarning,
    pendingKey: 'auth.profile.pendingEmail',
    sentKey: 'accounts.messages.emailChangePending',
    codeKey: 'auth.profile.confirmCode',
    submitKey: 'auth.profile.confirmEmail',
    failedKey: 'auth.profile.confirmFailed',
    confirm: meApi.confirmEmail,
  },
  phone: {
    Icon: MessageSquareText,
    pendingKey: 'auth.profile.pendingPhone',
    sentKey: 'accounts.messages.phoneCodeSent',
    codeKey: 'auth.profile.confirmSmsCode',
    submitKey: 'auth.profile.confirmPhone',
    failedKey: 'auth.phoneCode.failed',
    confirm: meApi.confirmPhone,
  },
} as const;

/**
 * The code sent to a new email address, or by SMS to a new (or the unverified current) phone: entering
 * it makes the address or number the account's.
 */
export function PendingCode({ kind, to }: { kind: 'email' | 'phone'; to: string }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { Icon, ...texts } = KINDS[kind];
  const confirm = useMutation({
    mutationFn: (code: string) => texts.confirm(code),
    onSuccess: async (me: MeResponse) => {
      queryClient.setQueryData(meQueryOptions.queryKey, me);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      if (kind === 'email') toastSuccess(t('auth.profile.emailChanged'), t('accounts.messages.emailChanged'));
      else toastSuccess(t('auth.profile.phoneConfirmed'));
    },
    onError: (error) => toastError(t(texts.failedKey), accountErrorMessage(error, t)),
  });
  return (
    <div className="space-y-3 rounded-xl border border-primary/40 bg-accent/60 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <Badge tone="accent" className="border border-primary/30">
          {t('auth.profile.pendingBadge')}
        </Badge>
        <span className="min-w-0">
          {t(texts.pendingKey)} <span className="[overflow-wrap:anywhere]">{to}</span>
        </span>
      </p>
      <p className="text-sm">{t(texts.sentKey, kind === 'email' ? { email: to } : { phone: to })}</p>
      <CodeForm
        look="inline"
        // The email's form posts to its page before the script runs (the page takes it back as a GET).
        formAttributes={kind === 'email' ? { method: 'post', action: pageAddress } : undefined}
        label={t(texts.codeKey)}
        submitLabel={t(texts.submitKey)}
        pendingLabel={t('auth.profile.confirming')}
        pending={confirm.isPending}
        submitDisabled={(code) => code.length === 0}
        onSubmit={(code) => {
          if (code === null) toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
          else confirm.mutate(code);
        }}
      />
    </div>
  );
}
