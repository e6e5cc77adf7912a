import {
  BadgeDollarSign,
  CalendarClock,
  Check,
  CircleDollarSign,
  Info,
  PlusCircle,
  ShieldCheck,
  type IconComponent,
} from '../../components/icons';
import { Link } from 'react-router';
import {
  PLANS,
  STATISTICS,
  type Plan,
  type PlanAudience,
  type PlanBadge,
} from '../../../shared/content/marketing';
import { info } from '../../../shared/i18n/en-info';
import { buildPath } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { IconTile, InfoHero, InfoSection, pageContainer } from './info-ui';
import { contactPath, formatPlanPrice, useInfoText } from './info-text';

const TERM_ICONS: Record<keyof typeof info.pricing.terms, IconComponent> = {
  monthToMonth: CalendarClock,
  moneyBack: ShieldCheck,
  noSetupFee: CircleDollarSign,
};

const HIGHLIGHTED: PlanBadge[] = ['mostPopular', 'bestValue'];

function PlanCard({ plan }: { plan: Plan }) {
  const { text } = useInfoText();
  const name = text(`pricing.plans.${plan.id}.name`);
  const highlighted = plan.badge !== undefined && HIGHLIGHTED.includes(plan.badge);
  const headingId = `plan-${plan.id}`;
  const featureParams = { days: plan.postingDays ?? 0, availability: STATISTICS.availability };
  const action =
    plan.action === 'signup'
      ? { to: buildPath('signup'), label: text('pricing.signUp') }
      : {
          to: contactPath(text('pricing.contactSubject', { plan: name })),
          label: plan.price ? text('pricing.contact') : text('pricing.contactSales'),
        };

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        cardClasses,
        'relative flex h-full flex-col p-5 sm:p-6',
        highlighted && 'border-2 border-primary shadow-md',
      )}
    >
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold">
          {name}
        </h3>
        {plan.badge ? (
          <Badge
            tone={plan.badge === 'freeForever' ? 'success' : 'accent'}
            className={cn('px-3 py-1 text-sm', highlighted && 'bg-primary text-primary-foreground')}
          >
            {text(`pricing.badges.${plan.badge}`)}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-muted-foreground">{text(`pricing.plans.${plan.id}.description`)}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        {plan.price ? (
          <>
            <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {formatPlanPrice(plan.price.amount)}
            </span>{' '}
            <span className="font-medium text-muted-foreground">
              {text(`pricing.periods.${plan.price.period}`)}
            </span>
          </>
        ) : (
          <span className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {text('pricing.customPrice')}
          </span>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{text(`pricing.features.${feature}`, featureParams)}</span>
          </li>
        ))}
      </ul>
      <Link
        to={action.to}
        aria-describedby={headingId}
        className={buttonClasses({
          variant: highlighted || plan.action === 'signup' ? 'primary' : 'outline',
          size: 'lg',
          className: 'mt-8 w-full',
        })}
      >
        {action.label}
      </Link>
    </article>
  );
}

function PlanGroup({ audience, title }: { audience: PlanAudience; title: string }) {
  const plans = PLANS.filter((plan) => plan.audience === audience);
  return (
    <InfoSection id={audience === 'jobSeeker' ? 'job-seekers' : 'employers'} title={title}>
      <ul
        className={cn(
          'grid gap-4 sm:gap-6 md:grid-cols-2',
          plans.length > 2 ? 'lg:grid-cols-3' : 'lg:max-w-[calc((100%-3rem)*2/3+1.5rem)]',
        )}
      >
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

export function PricingPage() {
  const { text, t } = useInfoText();
  const { country } = useCountry();
  return (
    <>
      <InfoHero icon={BadgeDollarSign} title={t('pages.pricing.title')} lead={text('pricing.lead')}>
        {country === 'IN' ? (
          <div
            role="note"
            className="mt-6 flex max-w-3xl flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:p-5"
          >
            <Info aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="font-bold">{text('pricing.indiaNoteTitle')}</p>
              <p className="mt-1 text-muted-foreground">{text('pricing.indiaNote')}</p>
              <Link
                to={contactPath(text('pricing.indiaNoteSubject'))}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
              >
                {text('pricing.indiaNoteLink')}
              </Link>
            </div>
          </div>
        ) : null}
      </InfoHero>

      <PlanGroup audience="jobSeeker" title={text('pricing.jobSeekersTitle')} />
      <PlanGroup audience="employer" title={text('pricing.employersTitle')} />

      <div className={cn(pageContainer, 'mt-6')}>
        <p className="flex gap-2 text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {text('pricing.howToJoin')}
        </p>
      </div>

      <InfoSection title={text('pricing.termsTitle')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {(Object.keys(info.pricing.terms) as (keyof typeof info.pricing.terms)[]).map((key) => (
            <li key={key} className={cn(cardClasses, 'flex gap-4 p-5')}>
              <IconTile icon={TERM_ICONS[key]} tone="success" />
              <span className="min-w-0">
                <span className="block text-lg font-bold">{text(`pricing.terms.${key}.title`)}</span>
                <span className="mt-0.5 block text-pretty text-muted-foreground">
                  {text(`pricing.terms.${key}.body`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </InfoSection>

      <section aria-label={text('pricing.postingFreeLink')} className={cn(pageContainer, 'mt-12 sm:mt-16')}>
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-stone-900 px-5 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10 dark:bg-accent dark:text-accent-foreground">
          <p className="text-xl font-bold text-balance sm:text-2xl">{text('pricing.postingFree')}</p>
          <Link
            to={buildPath('post')}
            className={buttonClasses({ size: 'lg', className: 'dark:bg-primary' })}
          >
            <PlusCircle aria-hidden="true" className="size-5" />
            {text('pricing.postingFreeLink')}
          </Link>
        </div>
      </section>
    </>
  );
}
