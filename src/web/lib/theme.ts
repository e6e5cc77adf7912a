import { useCallback, useSyncExternalStore } from 'react';
import { mediaMatches, watchMedia } from './media';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
/** Browser-bar colours, matching the header background of each theme. */
const THEME_COLOR: Record<Theme, string> = { light: '#ffffff', dark: '#1c1917' };

const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return mediaMatches(DARK_QUERY) ? 'dark' : 'light';
}

/** The theme in force: the `dark` class on <html> is the single source of truth. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
  for (const listener of listeners) listener();
}

/** Chooses a theme and remembers it (localStorage `theme`). */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  apply(theme);
}

/**
 * Applies the remembered theme, else the system's, and follows system changes while the user has not
 * chosen. The inline script in index.html already did the first part before paint; this keeps them in step.
 * Returns a function that stops following the system.
 */
export function initTheme(): () => void {
  apply(storedTheme() ?? systemTheme());
  return watchMedia(DARK_QUERY, () => {
    if (!storedTheme()) apply(systemTheme());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, (): Theme => 'light');
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
