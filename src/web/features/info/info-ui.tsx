import type { IconComponent } from '../../components/icons';
import { useId, type ReactNode } from 'react';
import { NumberedIcon } from '../../components/numbered-icon';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/head';
import { useInfoText } from './info-text';

/** An email address that may wrap after its "@" on narrow screens (and nowhere else). */
export function breakableEmail(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Page width and side padding shared by every information page. */
export const pageContainer = 'mx-auto w-full max-w-7xl px-4';

/** The top of an information page: a warm band with an icon, the h1 (also the tab title) and a lead. */
export function InfoHero({
  icon: Icon,
  title,
  lead,
  children,
  narrow = false,
}: {
  icon: IconComponent;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className="bg-gradient-to-b from-accent/70 to-background dark:from-accent/40">
      <div className={cn(pageContainer, 'pt-8 pb-8 sm:pt-12 sm:pb-10', narrow && 'max-w-3xl')}>
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm sm:size-14">
          <Icon aria-hidden="true" className="size-6 sm:size-7" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? (
          <p className="mt-3 max-w-3xl text-lg text-pretty text-muted-foreground sm:text-xl">{lead}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A titled section (h2) of an information page. */
export function InfoSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const autoId = useId();
  const headingId = `${id ?? autoId}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(pageContainer, 'mt-12 sm:mt-16', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export type IconTone = 'accent' | 'primary' | 'danger' | 'success';

const TONES: Record<IconTone, string> = {
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary text-primary-foreground',
  danger: 'bg-danger/10 text-danger',
  success: 'bg-success/15 text-success',
};

/** A rounded square holding a decorative icon. */
export function IconTile({
  icon: Icon,
  tone = 'accent',
  className,
}: {
  icon: IconComponent;
  tone?: IconTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** A card with an icon, a title (h3) and a short text. */
function FeatureCard({
  icon,
  title,
  children,
  tone,
  className,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
  tone?: IconTone;
  className?: string;
}) {
  return (
    <div className={cn(cardClasses, 'flex h-full gap-4 p-5 sm:flex-col sm:gap-3 sm:p-6', className)}>
      <IconTile icon={icon} tone={tone} />
      <div className="min-w-0">
        <h3 className="text-lg font-bold sm:text-xl">{title}</h3>
        <div className="mt-0.5 text-base text-pretty text-muted-foreground sm:mt-2">{children}</div>
      </div>
    </div>
  );
}

/** Feature cards, one per key of a section of the texts (`about.values`): the key's icon, title and body. */
export function FeatureCardList<Key extends string>({
  keys,
  icons,
  texts,
  tone,
  className,
  cardClassName,
}: {
  keys: readonly Key[];
  icons: Record<Key, IconComponent>;
  /** Where the section's texts are: `${texts}.${key}.title` and `.body`. */
  texts: string;
  tone?: IconTone;
  className: string;
  cardClassName?: string;
}) {
  const { text } = useInfoText();
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key}>
          <FeatureCard
            icon={icons[key]}
            tone={tone}
            title={text(`${texts}.${key}.title`)}
            className={cardClassName}
          >
            {text(`${texts}.${key}.body`)}
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}

/** One numbered step: a circle with the number, a title and a text. */
export function NumberedStep({
  number,
  icon,
  title,
  body,
  className,
}: {
  number: number;
  icon: IconComponent;
  title: string;
  body: string;
  className?: string;
}) {
  return (
    <li className={cn('flex gap-4', className)}>
      <NumberedIcon icon={icon} number={number} />
      <span className="min-w-0">
        <span className="block text-lg font-bold">{title}</span>
        <span className="mt-0.5 block text-pretty text-muted-foreground">{body}</span>
      </span>
    </li>
  );
}
