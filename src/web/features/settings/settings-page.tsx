import { Ban, BellRing } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError, errorMessage } from '../../lib/api';
import { pageTextsReady, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useMe } from '../../lib/account';
import { AccountPageFrame, PageSpinner, SignedOutNotice } from '../../components/account-page';
import { BlockedPeople } from './blocked-people';
import { DeleteSection } from './delete-section';
import { JobAlerts } from './job-alerts';
import { PasswordSection } from './password-section';
import { LanguageSection, NotificationsSection, ThemeSection } from './preference-sections';
import { Section } from './settings-section';

function JobAlertsSection() {
  const { t } = useTranslation();
  return (
    <Section
      icon={<BellRing aria-hidden="true" className="size-5 text-primary" />}
      title={t('alerts.settings.title')}
      lead={t('alerts.settings.lead')}
    >
      <JobAlerts />
    </Section>
  );
}

function BlockedPeopleSection() {
  const { t } = useTranslation();
  return (
    <Section
      icon={<Ban aria-hidden="true" className="size-5 text-primary" />}
      title={t('auth.settings.blocks.title')}
      lead={t('auth.settings.blocks.lead')}
    >
      <BlockedPeople />
    </Section>
  );
}

/** "Get notified on this phone" (issue #24): its own chunk, with its texts, loaded with the page. */
const PushSection = lazy(async () => {
  const module = await import('./push-section');
  await pageTextsReady();
  return module;
});

/**
 * /settings (the spec shows none; issue #3 lists what users expect): change or set the password,
 * language, message emails, the people I blocked (issue #11), theme, and deleting the account,
 * confirmed by the password or an emailed code.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const me = useMe(Boolean(user));
  const title = t('pages.settings.title');
  const signedOutByServer = me.error instanceof ApiError && me.error.status === 401;

  if (isPending || (user && me.isPending)) {
    return (
      <AccountPageFrame title={title}>
        <PageSpinner />
      </AccountPageFrame>
    );
  }
  if (!user || signedOutByServer) {
    return (
      <AccountPageFrame title={title}>
        <SignedOutNotice text={t('auth.settings.signedOut')} />
      </AccountPageFrame>
    );
  }
  if (!me.data) {
    return (
      <AccountPageFrame title={title}>
        <Card role="alert" className="space-y-4 p-6">
          <p className="font-semibold">{t('auth.profile.loadFailed')}</p>
          <p className="text-muted-foreground">{errorMessage(me.error, t)}</p>
          <Button variant="outline" onClick={() => void me.refetch()} loading={me.isFetching}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame title={title}>
      <PasswordSection hasPassword={me.data.user.hasPassword} />
      <LanguageSection />
      <NotificationsSection me={me.data} />
      <Suspense fallback={null}>
        <PushSection />
      </Suspense>
      <JobAlertsSection />
      <BlockedPeopleSection />
      <ThemeSection />
      <DeleteSection me={me.data} />
    </AccountPageFrame>
  );
}
