import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CITY_SUGGESTIONS_DESKTOP, CITY_SUGGESTIONS_MOBILE } from '../../shared/limits';
import { i18n } from '../lib/i18n';
import { mockApi, SIGNED_OUT } from '../test/api';
import { renderApp, setViewport } from '../test/render';
import { CityAutocomplete } from './city-autocomplete';

function renderBox(limit = CITY_SUGGESTIONS_DESKTOP) {
  const onSelect = vi.fn();
  render(<CityAutocomplete label="Your city" limit={limit} country="IN" onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Your city' });
  return { input, onSelect };
}

/** A box whose city tables are here: focusing it loads them (the first time in this file, over a tick). */
async function renderLoadedBox(limit = CITY_SUGGESTIONS_DESKTOP) {
  const box = renderBox(limit);
  fireEvent.focus(box.input);
  await act(() => import('../../shared/geo/cities'));
  return box;
}

/** The suggestions shown (the footer's country <select> has options of its own). */
function suggestions(): HTMLElement[] {
  const list = screen.queryByRole('listbox');
  return list ? within(list).queryAllByRole('option') : [];
}

function optionNames(): string[] {
  return suggestions().map((option) => option.querySelector('span')?.textContent ?? '');
}

describe('CityAutocomplete', () => {
  // First in the file (each test file has its own modules): the city tables have not been loaded yet.
  it('loads the city tables on first use; Enter pressed before they are here takes their best suggestion', async () => {
    const { input, onSelect } = renderBox();
    fireEvent.change(input, { target: { value: 'navi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith({ name: 'Navi Mumbai', slug: 'navi-mumbai' }));
    expect(input).toHaveValue('Navi Mumbai');
  });

  it('suggests only cities containing the typed text, exact match first', async () => {
    const { input } = await renderLoadedBox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'pune' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const names = optionNames();
    expect(names[0]).toBe('Pune');
    for (const name of names) expect(name.toLowerCase()).toContain('pune');
  });

  it("shows each suggestion's name and state in the interface language's script beside the typed one", async () => {
    const { input } = await renderLoadedBox();
    await act(() => i18n.changeLanguage('hi'));
    try {
      fireEvent.change(input, { target: { value: 'pune' } });
      const [pune] = suggestions();
      expect(pune).toHaveTextContent('Pune');
      expect(pune).toHaveTextContent('पुणे');
      expect(pune).toHaveTextContent('महाराष्ट्र');
      expect(pune).not.toHaveTextContent('Maharashtra');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows at most `limit` suggestions', async () => {
    const { input } = await renderLoadedBox(CITY_SUGGESTIONS_DESKTOP);
    fireEvent.change(input, { target: { value: 'a' } });
    expect(suggestions()).toHaveLength(CITY_SUGGESTIONS_DESKTOP);
  });

  it('shows nothing for text that matches no city', async () => {
    const { input } = await renderLoadedBox();
    fireEvent.change(input, { target: { value: 'zzzz' } });
    expect(suggestions()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', async () => {
    const { input, onSelect } = await renderLoadedBox();
    fireEvent.change(input, { target: { value: 'ban' } });
    const options = suggestions();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('ban');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(onSelect).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'navi' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ name: 'Navi Mumbai', slug: 'navi-mumbai' });
    expect((input as HTMLInputElement).value).toBe('Navi Mumbai');
  });

  it('Enter with typed text that matches no city still goes there by its slug', async () => {
    const { input, onSelect } = await renderLoadedBox();
    fireEvent.change(input, { target: { value: 'Timbuktu Town' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ name: 'Timbuktu Town', slug: 'timbuktu-town' });
  });

  it('chooses a suggestion on click', async () => {
    const { input, onSelect } = await renderLoadedBox();
    fireEvent.change(input, { target: { value: 'Chennai' } });
    fireEvent.click(screen.getByRole('option', { name: /Chennai/ }));
    expect(onSelect).toHaveBeenCalledWith({ name: 'Chennai', slug: 'chennai' });
    expect(suggestions()).toHaveLength(0);
  });

  it('closes the list 200 ms after the box loses focus', async () => {
    const { input } = await renderLoadedBox();
    vi.useFakeTimers();
    try {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'del' } });
      expect(input.getAttribute('aria-expanded')).toBe('true');
      fireEvent.blur(input);
      void act(() => vi.advanceTimersByTime(150));
      expect(input.getAttribute('aria-expanded')).toBe('true');
      void act(() => vi.advanceTimersByTime(60));
      expect(input.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('header city box', () => {
  it('typing Mumbai and pressing Enter goes to /jobs/mumbai', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    const input = screen.getByRole('combobox', { name: 'Your city' });
    fireEvent.change(input, { target: { value: 'Mumbai' } });
    expect(suggestions()).toHaveLength(2); // Mumbai, Navi Mumbai
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/mumbai'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in Mumbai' })).toBeInTheDocument();
  });

  it('limits suggestions to 15 on desktop and 6 on a phone', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    const desktop = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    let input = screen.getByRole('combobox', { name: 'Your city' });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(suggestions()).toHaveLength(CITY_SUGGESTIONS_DESKTOP);
    desktop.unmount();

    setViewport('mobile');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    input = within(menu).getByRole('combobox', { name: 'Your city' });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(within(within(menu).getByRole('listbox')).getAllByRole('option')).toHaveLength(
      CITY_SUGGESTIONS_MOBILE,
    );
  });

  it('is there at once and keeps what was typed while the first page is still loading', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    renderApp('/');
    const input = screen.getByRole('combobox', { name: 'Your city' });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toContain('Loading...');
    fireEvent.change(input, { target: { value: 'Pun' } });
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    expect(screen.getByRole('combobox', { name: 'Your city' })).toBe(input);
    expect((input as HTMLInputElement).value).toBe('Pun');
  });
});
