import {
  BadgeCheck,
  Bot,
  ClipboardList,
  Globe,
  HandCoins,
  HeartHandshake,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircle,
  PlusCircle,
  Search,
  ShieldCheck,
  Target,
  Users,
  type IconComponent,
} from '../../components/icons';
import { Link } from 'react-router';
import { STATISTICS, type StatisticKey } from '../../../shared/content/marketing';
import { info } from '../../../shared/i18n/en-info';
import { buildPath } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import {
  breakableEmail,
  FeatureCardList,
  IconTile,
  InfoHero,
  InfoSection,
  NumberedStep,
  pageContainer,
} from './info-ui';
import { keysOf, useInfoText } from './info-text';

const STAT_ORDER: StatisticKey[] = [
  'jobSeekers',
  'partnerCompanies',
  'successRate',
  'cities',
  'countries',
  'founded',
  'availability',
];

const HOW_ICONS: Record<keyof typeof info.about.how, IconComponent> = {
  post: PlusCircle,
  find: Search,
  connect: MessageCircle,
};

const VALUE_ICONS: Record<keyof typeof info.about.values, IconComponent> = {
  innovation: Lightbulb,
  community: Users,
  integrity: ShieldCheck,
  support: HeartHandshake,
};

const WHY_ICONS: Record<keyof typeof info.about.why, IconComponent> = {
  aiMatching: Bot,
  verified: BadgeCheck,
  messaging: MessageCircle,
  tracking: ClipboardList,
  free: HandCoins,
  local: MapPin,
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

export function AboutPage() {
  const { text, params, t } = useInfoText();
  const founder = String(params.founder);
  const supportEmail = String(params.email);

  return (
    <>
      <InfoHero icon={Users} title={t('pages.about.title')} lead={text('about.lead')} />

      <InfoSection title={text('about.missionTitle')}>
        <div className={cn(cardClasses, 'flex flex-col gap-4 p-5 sm:flex-row sm:p-8')}>
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
            <Target aria-hidden="true" className="size-7" />
          </span>
          <p className="text-lg leading-relaxed text-pretty sm:text-xl">{text('about.mission')}</p>
        </div>
      </InfoSection>

      <InfoSection title={text('about.statsTitle')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
          {STAT_ORDER.map((key) => (
            <div
              key={key}
              className={cn(
                cardClasses,
                'flex flex-col items-center justify-center gap-1 px-2 py-5 text-center last:col-span-2 lg:last:col-span-1',
              )}
            >
              <dt className="order-2 text-sm font-medium text-muted-foreground sm:text-base">
                {text(`about.stats.${key}`)}
              </dt>
              <dd className="order-1 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                {STATISTICS[key]}
              </dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection title={text('about.founderTitle')}>
        <div className="grid gap-4 md:grid-cols-5">
          <div className={cn(cardClasses, 'flex flex-col gap-5 p-5 sm:flex-row sm:p-8 md:col-span-3')}>
            <span
              aria-hidden="true"
              className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-extrabold text-primary-foreground sm:size-24 sm:text-3xl"
            >
              {initials(founder)}
            </span>
            <div className="min-w-0">
              <h3 className="text-2xl font-bold">{founder}</h3>
              <p className="font-semibold text-primary">{text('about.founderRole')}</p>
              <p className="mt-3 text-pretty text-muted-foreground">{text('about.founderBio')}</p>
            </div>
          </div>
          <div className={cn(cardClasses, 'flex flex-col gap-3 p-5 sm:p-8 md:col-span-2')}>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Globe aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-xl font-bold">{text('about.remote')}</h3>
            <p className="text-pretty text-muted-foreground">{text('about.remoteBody')}</p>
          </div>
        </div>
      </InfoSection>

      <InfoSection title={text('about.howTitle')}>
        <ol className="grid gap-4 md:grid-cols-3">
          {keysOf(info.about.how).map((key, index) => (
            <NumberedStep
              key={key}
              number={index + 1}
              icon={HOW_ICONS[key]}
              title={text(`about.how.${key}.title`)}
              body={text(`about.how.${key}.body`)}
              className={cn(cardClasses, 'p-5 sm:p-6')}
            />
          ))}
        </ol>
      </InfoSection>

      <InfoSection title={text('about.valuesTitle')}>
        <FeatureCardList
          keys={keysOf(info.about.values)}
          icons={VALUE_ICONS}
          texts="about.values"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        />
      </InfoSection>

      <InfoSection title={text('about.whyTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {keysOf(info.about.why).map((key) => (
            <li key={key} className={cn(cardClasses, 'flex gap-4 p-5')}>
              <IconTile icon={WHY_ICONS[key]} />
              <span className="min-w-0">
                <span className="block text-lg font-bold">{text(`about.why.${key}.title`)}</span>
                <span className="mt-0.5 block text-pretty text-muted-foreground">
                  {text(`about.why.${key}.body`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </InfoSection>

      <section aria-labelledby="about-contact" className={cn(pageContainer, 'mt-12 sm:mt-16')}>
        <div className="rounded-3xl bg-stone-900 px-5 py-10 text-center text-white sm:px-10 dark:bg-accent dark:text-accent-foreground">
          <h2 id="about-contact" className="text-2xl font-bold sm:text-3xl">
            {text('about.contactTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-lg opacity-90">{text('about.contactBody')}</p>
          <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <a
              href={`mailto:${supportEmail}`}
              aria-label={supportEmail}
              className={buttonClasses({
                size: 'lg',
                className: 'w-full sm:w-auto dark:bg-primary',
              })}
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0 break-words whitespace-normal">{breakableEmail(supportEmail)}</span>
            </a>
            <Link
              to={buildPath('contact')}
              className={buttonClasses({
                variant: 'outlineOnDark',
                size: 'lg',
                className: 'w-full sm:w-auto',
              })}
            >
              {text('about.contactForm')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
