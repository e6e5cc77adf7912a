import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../app/header/theme-toggle';
import { setViewport } from '../test/render';
import { currentTheme, initTheme, THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it('the toggle switches the theme, sets the dark class and remembers the choice', () => {
    setViewport('desktop');
    initTheme()();
    expect(currentTheme()).toBe('light');
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('a remembered choice wins over the system preference on the next load', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    setViewport('desktop'); // prefers-color-scheme: dark does not match
    initTheme()();
    expect(currentTheme()).toBe('dark');

    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    initTheme()();
    expect(currentTheme()).toBe('light');
  });

  it('without a choice it follows the system preference', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    initTheme()();
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
