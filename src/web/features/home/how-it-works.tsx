import {
  BriefcaseBusiness,
  MapPin,
  MessageCircle,
  Phone,
  PlusCircle,
  type IconComponent,
} from '../../components/icons';
import { NumberedIcon } from '../../components/numbered-icon';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/home';

function Step({
  number,
  icon,
  title,
  body,
}: {
  number: number;
  icon: IconComponent;
  title: string;
  body: string;
}) {
  return (
    <li className="flex gap-4">
      <NumberedIcon icon={icon} number={number} />
      <span>
        <span className="block font-bold">{title}</span>
        <span className="block text-muted-foreground">{body}</span>
      </span>
    </li>
  );
}

/** One column of "How it works": its heading and numbered steps (texts under `home.how.{group}.{key}`). */
function StepList({
  title,
  group,
  steps,
}: {
  title: string;
  group: 'find' | 'hire';
  steps: { key: string; icon: IconComponent }[];
}) {
  const { t } = useTranslation();
  return (
    <div className={cn(cardClasses, 'p-5 sm:p-6')}>
      <h3 className="text-xl font-bold">{title}</h3>
      <ol className="mt-5 space-y-5">
        {steps.map(({ key, icon }, index) => (
          <Step
            key={key}
            number={index + 1}
            icon={icon}
            title={t(`home.how.${group}.${key}.title`)}
            body={t(`home.how.${group}.${key}.body`)}
          />
        ))}
      </ol>
    </div>
  );
}

const FIND_STEPS: { key: 'city' | 'job' | 'call'; icon: IconComponent }[] = [
  { key: 'city', icon: MapPin },
  { key: 'job', icon: BriefcaseBusiness },
  { key: 'call', icon: Phone },
];
const HIRE_STEPS: { key: 'post' | 'calls'; icon: IconComponent }[] = [
  { key: 'post', icon: PlusCircle },
  { key: 'calls', icon: MessageCircle },
];

/** "How it works" on the home page: finding work and hiring, side by side. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-how" className="bg-muted/60 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-how" className="text-2xl font-bold sm:text-3xl">
          {t('home.how.heading')}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <StepList title={t('home.how.findTitle')} group="find" steps={FIND_STEPS} />
          <StepList title={t('home.how.hireTitle')} group="hire" steps={HIRE_STEPS} />
        </div>
      </div>
    </section>
  );
}
