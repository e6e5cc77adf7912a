import {
  BriefcaseBusiness,
  Handshake,
  HardHat,
  Lightbulb,
  MessageCircle,
  PlusCircle,
  Search,
  ShieldCheck,
  UserPlus,
  UserRoundCheck,
  type IconComponent,
} from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { info } from '../../../shared/i18n/en-info';
import { buildPath } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { IconTile, InfoHero, NumberedStep, pageContainer } from './info-ui';
import { keysOf, useInfoText } from './info-text';

const SEEKER_ICONS: Record<keyof typeof info.howItWorks.seekers, IconComponent> = {
  profile: UserPlus,
  matched: Search,
  work: HardHat,
};

const EMPLOYER_ICONS: Record<keyof typeof info.howItWorks.employers, IconComponent> = {
  post: PlusCircle,
  review: MessageCircle,
  hire: UserRoundCheck,
};

function Journey({
  id,
  icon,
  title,
  lead,
  steps,
  actions,
}: {
  id: string;
  icon: IconComponent;
  title: string;
  lead: string;
  steps: { key: string; icon: IconComponent; title: string; body: string }[];
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn(cardClasses, 'flex flex-col p-5 sm:p-8')}>
      <div className="flex items-center gap-4">
        <IconTile icon={icon} tone="primary" className="size-14" />
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="text-muted-foreground">{lead}</p>
        </div>
      </div>
      <ol className="mt-8 flex-1 space-y-7">
        {steps.map((step, index) => (
          <NumberedStep
            key={step.key}
            number={index + 1}
            icon={step.icon}
            title={step.title}
            body={step.body}
          />
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}

export function HowItWorksPage() {
  const { text, t } = useInfoText();
  return (
    <>
      <InfoHero icon={Lightbulb} title={t('pages.howItWorks.title')} lead={text('howItWorks.lead')} />

      <div className={cn(pageContainer, 'mt-10 grid gap-6 lg:grid-cols-2')}>
        <Journey
          id="job-seekers"
          icon={Search}
          title={text('howItWorks.seekersTitle')}
          lead={text('howItWorks.seekersLead')}
          steps={keysOf(info.howItWorks.seekers).map((key) => ({
            key,
            icon: SEEKER_ICONS[key],
            title: text(`howItWorks.seekers.${key}.title`),
            body: text(`howItWorks.seekers.${key}.body`),
          }))}
          actions={
            <>
              <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses({ size: 'lg' })}>
                <Search aria-hidden="true" className="size-5" />
                {text('howItWorks.browseJobs')}
              </Link>
              <Link to={buildPath('signup')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                <UserPlus aria-hidden="true" className="size-5" />
                {text('howItWorks.createProfile')}
              </Link>
            </>
          }
        />
        <Journey
          id="employers"
          icon={BriefcaseBusiness}
          title={text('howItWorks.employersTitle')}
          lead={text('howItWorks.employersLead')}
          steps={keysOf(info.howItWorks.employers).map((key) => ({
            key,
            icon: EMPLOYER_ICONS[key],
            title: text(`howItWorks.employers.${key}.title`),
            body: text(`howItWorks.employers.${key}.body`),
          }))}
          actions={
            <>
              <Link to={buildPath('post')} className={buttonClasses({ size: 'lg' })}>
                <PlusCircle aria-hidden="true" className="size-5" />
                {text('howItWorks.postJob')}
              </Link>
              <Link to={buildPath('signup')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                <Handshake aria-hidden="true" className="size-5" />
                {text('howItWorks.createProfile')}
              </Link>
            </>
          }
        />
      </div>

      <section aria-labelledby="how-safety" className={cn(pageContainer, 'mt-10')}>
        <div
          className={cn(
            cardClasses,
            'flex flex-col gap-4 border-success/40 bg-success/5 p-5 sm:flex-row sm:items-center sm:p-6',
          )}
        >
          <IconTile icon={ShieldCheck} tone="success" />
          <div className="min-w-0 flex-1">
            <h2 id="how-safety" className="text-xl font-bold">
              {text('howItWorks.safetyTitle')}
            </h2>
            <p className="mt-1 text-pretty text-muted-foreground">{text('howItWorks.safetyBody')}</p>
          </div>
          <Link to={buildPath('safety')} className={buttonClasses({ variant: 'outline' })}>
            {text('howItWorks.safetyLink')}
          </Link>
        </div>
      </section>
    </>
  );
}
