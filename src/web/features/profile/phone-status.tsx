import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from '../../components/icons';
import type { MeResponse } from '../../../shared/api/accounts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { accountErrorMessage, meApi, meQueryOptions } from '../../lib/account';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import '../../lib/texts/accounts';

/** Whether the saved phone is verified, with a button that texts it a code when it is not. */
export function PhoneStatus({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => meApi.sendPhoneCode(),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      toastSuccess(message);
    },
    onError: (error) => toastError(t('auth.profile.phoneCodeFailed'), accountErrorMessage(error, t)),
  });
  if (!me.user.phone) return null;
  if (me.phoneVerified) {
    return (
      <p className="-mt-2 flex items-center gap-1.5 text-sm font-semibold text-success">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {t('auth.profile.phoneVerified')}
      </p>
    );
  }
  return (
    <div className="-mt-2 flex flex-wrap items-center gap-3 text-sm">
      <Badge tone="accent">{t('auth.profile.phoneNotVerified')}</Badge>
      {me.pendingPhone === me.user.phone ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {t('auth.profile.verifyPhone')}
        </Button>
      )}
      <span className="text-muted-foreground">{t('auth.profile.verifyPhoneHint')}</span>
    </div>
  );
}
