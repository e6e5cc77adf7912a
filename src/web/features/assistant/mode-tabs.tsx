import { AudioLines, MessageSquare } from '../../components/icons';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { speechRecognitionConstructor } from './speech-support';

export type Mode = 'text' | 'voice';
const MODES: readonly Mode[] = ['text', 'voice'];
const MODE_STORAGE_KEY = 'ai-assistant:mode';

/** The chosen mode of this tab, else Voice where the browser can listen, else Text. */
function initialMode(): Mode {
  try {
    const stored = sessionStorage.getItem(MODE_STORAGE_KEY);
    if (stored === 'text' || stored === 'voice') return stored;
  } catch {
    // storage unavailable: the default
  }
  return speechRecognitionConstructor() ? 'voice' : 'text';
}

/** The mode and its switch; the choice lasts for this tab (sessionStorage). */
export function useMode() {
  const [mode, setModeState] = useState<Mode>(initialMode);
  const setMode = useCallback((next: Mode) => {
    setModeState(next);
    try {
      sessionStorage.setItem(MODE_STORAGE_KEY, next);
    } catch {
      // the choice then lasts while the page is open
    }
  }, []);
  return [mode, setMode] as const;
}

/** Text and Voice as tabs (arrow keys, Home and End move between them). */
export function ModeTabs({
  mode,
  onChange,
  ids,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  ids: { tab: (mode: Mode) => string; panel: string };
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MODES.indexOf(mode);
    let next: Mode | undefined;
    if (event.key === 'ArrowRight') next = MODES[(index + 1) % MODES.length];
    else if (event.key === 'ArrowLeft') next = MODES[(index - 1 + MODES.length) % MODES.length];
    else if (event.key === 'Home') next = MODES[0];
    else if (event.key === 'End') next = MODES[MODES.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(ids.tab(next))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('assistant.modes.label')}
      className="grid grid-cols-2 gap-1 rounded-2xl bg-muted p-1"
    >
      {MODES.map((item) => {
        const selected = item === mode;
        const Icon = item === 'text' ? MessageSquare : AudioLines;
        return (
          <button
            key={item}
            type="button"
            role="tab"
            id={ids.tab(item)}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex min-h-11 items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
              selected
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(`assistant.modes.${item}`)}
          </button>
        );
      })}
    </div>
  );
}
