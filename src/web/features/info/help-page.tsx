import {
  BookOpen,
  Bot,
  CircleHelp,
  CreditCard,
  Mail,
  Rocket,
  Search,
  SearchX,
  Send,
  X,
  type IconComponent,
} from '../../components/icons';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { info } from '../../../shared/i18n/en-info';
import { buildPath } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { inputClasses } from '../../components/ui/input-classes';
import { cn } from '../../lib/cn';
import { filterTopics, highlightParts, searchWords, type HelpTopic } from './help-search';
import { IconTile, InfoHero, InfoSection } from './info-ui';
import { keysOf, useInfoText } from './info-text';
import { usePageAddress } from '../../lib/form-post';

type TopicId = keyof typeof info.help.topics;

const TOPIC_ICONS: Record<TopicId, IconComponent> = {
  gettingStarted: Rocket,
  jobApplications: Send,
  accountBilling: CreditCard,
};

function Highlighted({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function SupportCards() {
  const { text } = useInfoText();
  const cards: {
    key: keyof typeof info.help.support;
    icon: IconComponent;
    to: string;
  }[] = [
    { key: 'liveChat', icon: Bot, to: buildPath('aiAssistant') },
    { key: 'email', icon: Mail, to: buildPath('contact') },
    { key: 'knowledgeBase', icon: BookOpen, to: '#faq' },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map(({ key, icon, to }) => {
        const className = cn(
          cardClasses,
          'group flex h-full flex-col gap-3 p-5 transition-colors hover:border-primary sm:p-6',
        );
        const content = (
          <>
            <IconTile icon={icon} />
            <span className="block text-xl font-bold">{text(`help.support.${key}.title`)}</span>
            <span className="block flex-1 text-muted-foreground">{text(`help.support.${key}.body`)}</span>
            <span className="inline-flex min-h-11 items-center font-semibold text-primary group-hover:underline">
              {text(`help.support.${key}.action`)}
            </span>
          </>
        );
        return (
          <li key={key}>
            {to.startsWith('#') ? (
              <a href={to} className={className}>
                {content}
              </a>
            ) : (
              <Link to={to} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function HelpPage() {
  const pageAddress = usePageAddress();
  const { text, t } = useInfoText();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const statusId = useId();

  const topics = useMemo<HelpTopic[]>(
    () =>
      keysOf(info.help.topics).map((topicId) => ({
        id: topicId,
        title: text(`help.topics.${topicId}.title`),
        faqs: keysOf(info.help.topics[topicId].faqs).map((faqId) => ({
          id: faqId,
          question: text(`help.topics.${topicId}.faqs.${faqId}.q`),
          answer: text(`help.topics.${topicId}.faqs.${faqId}.a`),
        })),
      })),
    [text],
  );
  const results = useMemo(() => filterTopics(topics, deferredQuery), [topics, deferredQuery]);
  const words = searchWords(deferredQuery);
  const searching = words.length > 0;
  const count = results.reduce((sum, topic) => sum + topic.faqs.length, 0);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <>
      <InfoHero icon={CircleHelp} title={t('pages.help.title')} lead={text('help.lead')}>
        <form
          role="search"
          method="get"
          action={pageAddress}
          aria-label={text('help.searchLabel')}
          className="mt-6 max-w-2xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId} className="sr-only">
            {text('help.searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              ref={inputRef}
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={text('help.searchPlaceholder')}
              aria-describedby={statusId}
              aria-controls="faq"
              autoComplete="off"
              enterKeyHint="search"
              className={cn(
                inputClasses,
                'min-h-14 rounded-2xl pr-14 pl-12 text-lg shadow-sm [&::-webkit-search-cancel-button]:appearance-none',
              )}
            />
            {query ? (
              <button
                type="button"
                onClick={clear}
                aria-label={text('help.clearSearch')}
                className="absolute top-1/2 right-1.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </div>
          <p id={statusId} role="status" className="mt-2 min-h-6 text-sm font-medium text-muted-foreground">
            {searching && count > 0 ? text('help.resultCount', { count }) : ''}
          </p>
        </form>
      </InfoHero>

      <InfoSection id="faq" title={text('help.faqTitle')} className="mt-6 scroll-mt-4 sm:mt-8">
        {results.length === 0 ? (
          <div className={cn(cardClasses, 'flex flex-col items-center gap-3 px-5 py-10 text-center')}>
            <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-xl font-bold text-balance">
              {text('help.noResults', { query: deferredQuery.trim() })}
            </p>
            <p className="max-w-md text-muted-foreground">{text('help.noResultsHint')}</p>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <Link to={buildPath('contact')} className={buttonClasses()}>
                <Mail aria-hidden="true" className="size-5" />
                {t('footer.contact')}
              </Link>
              <button type="button" onClick={clear} className={buttonClasses({ variant: 'outline' })}>
                {text('help.clearSearch')}
              </button>
            </div>
          </div>
        ) : (
          <div className="space-y-6">
            {results.map((topic) => (
              <section
                key={topic.id}
                aria-labelledby={`topic-${topic.id}`}
                className={cn(cardClasses, 'p-5 sm:p-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10')}
              >
                <div className="flex items-center gap-3 lg:flex-col lg:items-start">
                  <IconTile icon={TOPIC_ICONS[topic.id as TopicId]} tone="primary" />
                  <h3 id={`topic-${topic.id}`} className="text-xl font-bold sm:text-2xl">
                    {topic.title}
                  </h3>
                </div>
                <dl className="mt-4 max-w-3xl divide-y divide-border lg:-mt-4">
                  {topic.faqs.map((faq) => (
                    <div key={faq.id} className="py-4 last:pb-0">
                      <dt className="text-lg font-bold text-pretty">
                        <Highlighted text={faq.question} words={words} />
                      </dt>
                      <dd className="mt-1.5 leading-relaxed text-pretty text-muted-foreground">
                        <Highlighted text={faq.answer} words={words} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        )}
      </InfoSection>

      <InfoSection title={text('help.supportTitle')}>
        <SupportCards />
      </InfoSection>
    </>
  );
}
