import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';

/** What a settings list shows before it is here: a spinner while it loads, or why it failed and Try again. */
export function ListStatus({
  list,
  loadingText,
  failedText,
}: {
  list: { isPending: boolean; isFetching: boolean; refetch: () => Promise<unknown> };
  loadingText: string;
  failedText: string;
}) {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5" />
        {loadingText}
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-3">
      <p className="font-semibold">{failedText}</p>
      <Button variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
