import { Ban, BellRing } from '../../components/icons';
import { lazy, Suspense } from 'react';
import { pageTextsReady, useTranslation } from '../../lib/i18n';
import { AccountLoadFailed, SignedInAccountPage } from '../../components/account-page';
import { BlockedPeople } from './blocked-people';
import { DeleteSection } from './delete-section';
import { JobAlerts } from './job-alerts';
import { PasswordSection } from './password-section';
import { LanguageSection, NotificationsSection, ThemeSection } from './preference-sections';
import { Section } from './settings-section';
import '../../lib/texts/accounts';

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
  return (
    <SignedInAccountPage
      title={t('pages.settings.title')}
      signedOutText={t('auth.settings.signedOut')}
      waitForAccount
    >
      {(_user, me) =>
        me.data ? (
          <>
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
          </>
        ) : (
          <AccountLoadFailed me={me} />
        )
      }
    </SignedInAccountPage>
  );
}
