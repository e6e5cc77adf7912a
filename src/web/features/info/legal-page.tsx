import { ChevronDown, type IconComponent } from '../../components/icons';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { InfoHero, pageContainer } from './info-ui';
import { useInfoText } from './info-text';

/** A section of a legal page as the catalogue holds it. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  closing?: string;
}

const linkClasses =
  'flex min-h-11 items-center rounded-lg px-3 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground';

/**
 * A legal page (Privacy Policy, Terms of Service): the "Last updated" date, a table of contents and
 * numbered sections. `sections` is the English catalogue's structure; every text goes through `t`.
 */
export function LegalPage({
  icon,
  title,
  kind,
  sections,
}: {
  icon: IconComponent;
  title: string;
  kind: 'privacy' | 'terms';
  sections: Record<string, LegalSection>;
}) {
  const { text, params } = useInfoText();
  const entries = Object.entries(sections).map(([id, section], index) => ({
    id,
    anchor: `${kind}-${id}`,
    number: index + 1,
    section,
    title: text(`${kind}.sections.${id}.title`),
  }));

  const toc = (
    <ol className="space-y-0.5">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.anchor}`} className={linkClasses}>
            <span className="w-8 shrink-0 font-semibold tabular-nums">{entry.number}.</span>
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <InfoHero icon={icon} title={title} lead={text(`${kind}.lead`)}>
        <p className="mt-4 inline-flex rounded-full bg-card px-4 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-border">
          {text('lastUpdated', { date: params.lastUpdated ?? '' })}
        </p>
      </InfoHero>

      <div className={cn(pageContainer, 'mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10')}>
        <nav aria-label={text('onThisPage')} className="hidden lg:block">
          <div className="sticky top-4">
            <h2 className="px-3 text-sm font-bold tracking-wide uppercase">{text('onThisPage')}</h2>
            <div className="mt-2">{toc}</div>
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl">
          <details className={cn(cardClasses, 'group mb-8 lg:hidden')}>
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-bold">
              {text('onThisPage')}
              <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <nav aria-label={text('onThisPage')} className="px-1 pb-3">
              {toc}
            </nav>
          </details>

          <div className="space-y-10">
            {entries.map(({ id, anchor, number, section, title: sectionTitle }) => (
              <section key={id} id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-4">
                <h2 id={`${anchor}-title`} className="text-xl font-bold sm:text-2xl">
                  {number}. {sectionTitle}
                </h2>
                {section.paragraphs.map((_, index) => (
                  <p key={index} className="mt-3 text-lg leading-relaxed text-pretty">
                    {text(`${kind}.sections.${id}.paragraphs.${index}`)}
                  </p>
                ))}
                {section.items ? (
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-lg leading-relaxed marker:text-primary">
                    {section.items.map((_, index) => (
                      <li key={index} className="text-pretty">
                        {text(`${kind}.sections.${id}.items.${index}`)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.closing ? (
                  <p className="mt-3 text-lg leading-relaxed text-pretty">
                    {text(`${kind}.sections.${id}.closing`)}
                  </p>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
