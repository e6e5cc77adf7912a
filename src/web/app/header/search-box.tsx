import { Search } from '../../components/icons';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClasses } from '../../components/ui/input-classes';
import { buildPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useTypedBeforeHydration } from '../../lib/typed-value';

/**
 * The header's job search: submits to /jobs/all?search={text}. Shows the search of the current page.
 * The one form that submits by GET: it carries nothing but the search words, also before its script runs.
 */
export function SearchBox({ onSearch, className }: { onSearch: (text: string) => void; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [searchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(setText);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    setText(urlSearch);
  }

  return (
    <form
      role="search"
      method="get"
      action={buildPath('jobsByCity', { city: 'all' })}
      aria-label={t('header.searchLabel')}
      className={cn('relative flex', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(inputClasses, 'pr-12')}
      />
      <button
        type="submit"
        aria-label={t('header.searchSubmit')}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
