import { LocateFixed, MapPin } from '../../components/icons';
import { useCallback, useMemo, type KeyboardEvent } from 'react';
import { parseLocation, suggestLocations } from '../../../shared/geo';
import { localCityLabel } from '../../../shared/i18n/place-names';
import { LOCATION_SUGGESTIONS } from '../../../shared/limits';
import { useLocate } from '../../components/job-card/use-locate';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input-classes';
import { Highlight, useSuggestionList } from '../../components/ui/suggestion-list';
import { cn } from '../../lib/cn';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';

export interface LocationFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The post form's Location: a WAI-ARIA combobox over the built-in "City, State" list (substring match,
 * 10 suggestions; arrows, Enter, Escape), and "Use my location", which fills the nearest built-in place
 * when the server finds one and otherwise leaves the field as it was.
 */
export function LocationField({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
}: LocationFieldProps) {
  const { t } = useTranslation();
  const suggestions = useMemo(() => suggestLocations(value, LOCATION_SUGGESTIONS), [value]);
  // Nothing to suggest once the box holds exactly a suggestion.
  const exact = suggestions.length === 1 && suggestions[0]?.toLowerCase() === value.trim().toLowerCase();
  const list = useSuggestionList(id, suggestions.length, !exact);
  const { expanded, active } = list;
  const typedRef = useTypedBeforeHydration<HTMLInputElement>(onChange);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      typedRef.current = element;
      inputRef?.(element);
    },
    [typedRef, inputRef],
  );

  const choose = (label: string) => {
    list.close();
    onChange(label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list.move(event.key === 'ArrowDown');
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks the highlighted (or first) place instead of submitting the form.
      event.preventDefault();
      const picked = suggestions[active] ?? suggestions[0];
      if (picked) choose(picked);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      list.close();
    }
  };

  return (
    <div>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
        />
        <input
          id={id}
          name={name}
          ref={setRefs}
          type="text"
          {...list.comboboxProps}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={t('post.locationPlaceholder')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            list.reopen();
          }}
          onFocus={list.onFocus}
          onBlur={() => list.onBlur(onBlur)}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, 'pl-10')}
        />
        <ul
          {...list.listProps}
          aria-label={t('post.location')}
          className="absolute top-full left-0 z-30 mt-1 max-h-[min(24rem,50vh)] w-full overflow-y-auto rounded-xl border border-border bg-card py-1 shadow-lg"
        >
          {suggestions.map((label, index) => (
            <li
              key={label}
              {...list.optionProps(index, () => choose(label))}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2',
                index === active ? 'bg-accent text-accent-foreground' : 'text-card-foreground',
              )}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 truncate">
                <Highlight text={label} query={value} />
              </span>
              <LocalLabel label={label} />
            </li>
          ))}
        </ul>
        <div role="status" aria-live="polite" className="sr-only">
          {expanded ? t('post.locationCount', { count: suggestions.length }) : ''}
        </div>
      </div>
    </div>
  );
}

/** A suggestion's "City, State" in the interface language's script, beside the list's own, when it has one. */
function LocalLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  const city = parseLocation(label);
  const local = city ? localCityLabel(t, city) : label;
  return local === label ? null : <span className="shrink-0 text-sm text-muted-foreground">{local}</span>;
}

/**
 * "Use my location" for the post form: asks the browser only now, then fills the nearest built-in
 * "City, State" when the server finds one (and remembers the country); otherwise nothing changes.
 */
export function UseMyLocationButton({ onLocation }: { onLocation: (location: string) => void }) {
  const { t } = useTranslation();
  const { setCountry } = useCountry();
  const { locate, locating, supported } = useLocate();
  if (!supported) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-mr-2 px-2 text-primary"
      loading={locating}
      loadingText={t('jobs.country.locating')}
      onClick={() => {
        void locate().then((found) => {
          if (found?.country) setCountry(found.country);
          if (found?.location) onLocation(found.location);
        });
      }}
    >
      <LocateFixed aria-hidden="true" className="size-4 shrink-0" />
      {t('jobs.country.useMyLocation')}
    </Button>
  );
}
