import { MapPin } from './icons';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { City, CountryCode } from '../../shared/geo';
import type * as CityTablesModule from '../../shared/geo/cities';
import { localCityName, localStateName } from '../../shared/i18n/place-names';
import { slugify } from '../../shared/text/slug';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { inputClasses } from './ui/input-classes';
import { Highlight, useSuggestionList } from './ui/suggestion-list';

export interface CityChoice {
  name: string;
  /** slugify(name): the /jobs/{slug} segment. */
  slug: string;
}

export interface CityAutocompleteProps {
  label: string;
  placeholder?: string;
  /** How many suggestions to show at most. */
  limit: number;
  /** The visitor's country: its cities are suggested first. */
  country?: CountryCode;
  /**
   * Called with the chosen city: a suggestion, or (Enter without one) the best suggestion, or the typed
   * text itself when nothing matches.
   */
  onSelect: (choice: CityChoice) => void;
  className?: string;
  inputClassName?: string;
  /** Shows the label to sighted users too (it is always there for screen readers). */
  showLabel?: boolean;
  /** 'inline' puts the list in the page flow (inside a scrolling menu) instead of floating over it. */
  listPosition?: 'overlay' | 'inline';
}

type CityTables = typeof CityTablesModule;

let cityTables: CityTables | undefined;

/**
 * The city tables (4.8 KB gzip) load when someone first uses a city box, not with the app shell that
 * shows one in every header (issue #22); once here they stay.
 */
async function loadCityTables(): Promise<CityTables> {
  cityTables ??= await import('../../shared/geo/cities');
  return cityTables;
}

/**
 * A city box with suggestions (WAI-ARIA combobox with a listbox popup): arrows move, Enter chooses,
 * Escape closes (a second Escape clears), the list closes shortly after the box loses focus.
 */
/** The city's name in the interface language's script beside the typed one, when it differs. */
function LocalName({ name, listed }: { name: string; listed: string }) {
  return name === listed ? null : <span className="ml-2 text-muted-foreground">{name}</span>;
}

export function CityAutocomplete({
  label,
  placeholder,
  limit,
  country,
  onSelect,
  className,
  inputClassName,
  showLabel = false,
  listPosition = 'overlay',
}: CityAutocompleteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [tables, setTables] = useState(cityTables);
  const needTables = () => {
    if (!tables) void loadCityTables().then(setTables, () => undefined);
  };
  const suggestions = useMemo(
    () => tables?.suggestCities(query, { limit, country }) ?? [],
    [tables, query, limit, country],
  );
  const list = useSuggestionList(id, suggestions.length);
  const { expanded, active } = list;

  const choose = (choice: CityChoice) => {
    list.close();
    setQuery(choice.name);
    onSelect(choice);
  };

  const chooseCity = (city: City) => choose({ name: city.name, slug: slugify(city.name) });

  /** Enter before the tables were here: their best suggestion once they are (the text itself offline). */
  const chooseOnceLoaded = async (text: string) => {
    const best = await loadCityTables().then(
      (loaded) => loaded.suggestCities(text, { limit, country })[0],
      () => undefined,
    );
    if (best) chooseCity(best);
    else choose({ name: text, slug: slugify(text) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        list.move(event.key === 'ArrowDown');
        return;
      case 'Enter': {
        const text = query.trim();
        if (!text) return;
        event.preventDefault();
        const picked = (expanded ? suggestions[active] : undefined) ?? suggestions[0];
        if (picked) chooseCity(picked);
        else if (tables) choose({ name: text, slug: slugify(text) });
        else void chooseOnceLoaded(text);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          list.close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
      }
      default:
        return;
    }
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className={showLabel ? 'mb-1.5 block text-sm font-semibold' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="text"
          {...list.comboboxProps}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            needTables();
            setQuery(event.target.value);
            list.reopen();
          }}
          onFocus={() => {
            needTables();
            list.onFocus();
          }}
          onBlur={() => list.onBlur()}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, 'pl-10', inputClassName)}
        />
      </div>
      <ul
        {...list.listProps}
        aria-label={label}
        className={cn(
          'mt-1 overflow-y-auto rounded-xl border border-border bg-card py-1',
          listPosition === 'overlay'
            ? 'absolute top-full left-0 z-50 max-h-[min(24rem,60vh)] w-80 max-w-[calc(100vw-1.5rem)] min-w-full shadow-lg'
            : 'w-full',
        )}
      >
        {suggestions.map((city, index) => (
          <li
            key={city.slug}
            {...list.optionProps(index, () => chooseCity(city))}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2',
              index === active ? 'bg-accent text-accent-foreground' : 'text-card-foreground',
            )}
          >
            <span className="truncate">
              <Highlight text={city.name} query={query} />
              <LocalName name={localCityName(t, city.slug, city.name)} listed={city.name} />
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{localStateName(t, city.state)}</span>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {expanded ? t('cityBox.suggestionCount', { count: suggestions.length }) : ''}
      </div>
    </div>
  );
}
