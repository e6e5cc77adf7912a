import { ArrowRight, Bot, PlusCircle, Search, type IconComponent } from '../../components/icons';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/home';

interface HeroCard {
  key: 'findJob' | 'postJob' | 'assistant';
  to: string;
  icon: IconComponent;
}

const HERO_CARDS: HeroCard[] = [
  { key: 'findJob', to: buildPath('jobsByCity', { city: 'all' }), icon: Search },
  { key: 'postJob', to: buildPath('post'), icon: PlusCircle },
  { key: 'assistant', to: buildPath('aiAssistant'), icon: Bot },
];

/** The home page's top: its title and promise, and the three ways in (find a job, post one, ask the assistant). */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-accent/70 to-background dark:from-accent/40"
    >
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:pt-14">
        <p className="text-sm font-semibold text-accent-foreground sm:text-base">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('home.title')}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground sm:text-xl">{t('home.promise')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {HERO_CARDS.map(({ key, to, icon: Icon }, index) => {
            const primary = index === 0;
            return (
              <li key={key}>
                <Link
                  to={to}
                  className={cn(
                    'group flex h-full items-center gap-4 rounded-2xl p-5 shadow-sm transition-shadow hover:shadow-md md:flex-col md:items-start md:p-6',
                    primary
                      ? 'bg-primary text-primary-foreground'
                      : 'border border-border bg-card text-card-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl',
                      primary ? 'bg-white/20' : 'bg-accent text-accent-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-xl font-bold">{t(`home.cards.${key}.title`)}</span>
                    <span
                      className={cn(
                        'mt-1 block',
                        primary ? 'text-primary-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {t(`home.cards.${key}.body`)}
                    </span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-6 shrink-0 transition-transform group-hover:translate-x-1 md:hidden"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
