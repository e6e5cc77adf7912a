import {
  BadgeAlert,
  Ban,
  BadgeCheck,
  Flag,
  Handshake,
  LockKeyhole,
  MessageCircleWarning,
  Phone,
  ShieldCheck,
  Siren,
  Sparkles,
  Users,
  UsersRound,
  Video,
  type IconComponent,
} from '../../components/icons';
import { Link } from 'react-router';
import { info } from '../../../shared/i18n/en-info';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { FeatureCardList, IconTile, InfoHero, InfoSection, pageContainer } from './info-ui';
import { contactPath, keysOf, useInfoText } from './info-text';

/** Where to report job fraud, by country (their addresses are their names). */
const FRAUD_REPORT_SITES = { IN: 'cybercrime.gov.in', US: 'reportfraud.ftc.gov' } as const;

const GUIDELINE_ICONS: Record<keyof typeof info.safety.guidelines, IconComponent> = {
  verifyEmployers: BadgeCheck,
  protectInformation: LockKeyhole,
  agreeFirst: Handshake,
  tellSomeone: UsersRound,
};

const RED_FLAG_ICONS: Record<keyof typeof info.safety.redFlags, IconComponent> = {
  moneyRequests: Ban,
  tooGood: Sparkles,
  poorCommunication: MessageCircleWarning,
};

const INTERVIEW_ICONS: Record<keyof typeof info.safety.interview, IconComponent> = {
  inPerson: Users,
  virtual: Video,
};

/** Emergency numbers as tap-to-call links. */
const EMERGENCY_NUMBERS = ['112', '911'];

function EmergencyNote({ text }: { text: string }) {
  return (
    <div
      role="note"
      className="mt-6 flex max-w-3xl flex-col gap-3 rounded-2xl border border-danger/40 bg-card p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Siren aria-hidden="true" className="size-7 shrink-0 text-danger" />
      <p className="flex-1 text-lg font-bold">{text}</p>
      <div className="flex gap-2">
        {EMERGENCY_NUMBERS.map((number) => (
          <a
            key={number}
            href={`tel:${number}`}
            className={buttonClasses({ variant: 'danger', className: 'min-w-20' })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {number}
          </a>
        ))}
      </div>
    </div>
  );
}

/** Where to report money lost to a scam: India's cyber-fraud helpline and portal, the FTC in the USA. */
function FraudHelplines() {
  const { text } = useInfoText();
  const link = 'font-bold underline underline-offset-2';
  return (
    <InfoSection title={text('safety.fraudTitle')}>
      <div className={cn(cardClasses, 'max-w-3xl space-y-4 border-danger/40 p-5 sm:p-6')}>
        <p>{text('safety.fraudIndia')}</p>
        <div className="flex flex-wrap gap-2">
          <a href="tel:1930" className={buttonClasses({ variant: 'danger' })}>
            <Phone aria-hidden="true" className="size-4" />
            {text('safety.fraudCall')}
          </a>
          <a
            href={`https://${FRAUD_REPORT_SITES.IN}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline' })}
          >
            {FRAUD_REPORT_SITES.IN}
          </a>
        </div>
        <p>
          {text('safety.fraudUsa')}{' '}
          <a
            href={`https://${FRAUD_REPORT_SITES.US}`}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            {FRAUD_REPORT_SITES.US}
          </a>
        </p>
      </div>
    </InfoSection>
  );
}

export function SafetyPage() {
  const { text, t } = useInfoText();
  return (
    <>
      <InfoHero icon={ShieldCheck} title={t('pages.safety.title')} lead={text('safety.lead')}>
        <EmergencyNote text={text('safety.emergency')} />
      </InfoHero>

      <InfoSection title={text('safety.guidelinesTitle')}>
        <FeatureCardList
          keys={keysOf(info.safety.guidelines)}
          icons={GUIDELINE_ICONS}
          texts="safety.guidelines"
          tone="success"
          className="grid gap-4 md:grid-cols-2"
        />
      </InfoSection>

      <InfoSection title={text('safety.redFlagsTitle')}>
        <FeatureCardList
          keys={keysOf(info.safety.redFlags)}
          icons={RED_FLAG_ICONS}
          texts="safety.redFlags"
          tone="danger"
          className="grid gap-4 md:grid-cols-3"
          cardClassName="border-danger/30"
        />
      </InfoSection>

      <InfoSection title={text('safety.interviewTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          {keysOf(info.safety.interview).map((key) => (
            <section key={key} aria-labelledby={`interview-${key}`} className={cn(cardClasses, 'p-5 sm:p-6')}>
              <div className="flex items-center gap-3">
                <IconTile icon={INTERVIEW_ICONS[key]} />
                <h3 id={`interview-${key}`} className="text-xl font-bold">
                  {text(`safety.interview.${key}.title`)}
                </h3>
              </div>
              <ul className="mt-5 space-y-3">
                {keysOf(info.safety.interview[key].tips).map((tip) => (
                  <li key={tip} className="flex gap-3">
                    <BadgeAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{text(`safety.interview.${key}.tips.${tip}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </InfoSection>

      <FraudHelplines />

      <section aria-labelledby="safety-report" className={cn(pageContainer, 'mt-12 sm:mt-16')}>
        <div className="flex flex-col gap-5 rounded-3xl bg-stone-900 px-5 py-8 text-white sm:px-10 md:flex-row md:items-center dark:bg-accent dark:text-accent-foreground">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <Flag aria-hidden="true" className="size-7" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="safety-report" className="text-2xl font-bold sm:text-3xl">
              {text('safety.reportTitle')}
            </h2>
            <p className="mt-2 text-pretty opacity-90">{text('safety.reportBody')}</p>
          </div>
          <Link
            to={contactPath(text('safety.reportSubject'))}
            className={buttonClasses({ size: 'lg', className: 'dark:bg-primary' })}
          >
            <Flag aria-hidden="true" className="size-5" />
            {text('safety.reportButton')}
          </Link>
        </div>
      </section>
    </>
  );
}
