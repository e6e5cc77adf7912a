import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { bn } from '../../../shared/i18n/bn';
import { en } from '../../../shared/i18n/en';
import { es } from '../../../shared/i18n/es';
import { hi } from '../../../shared/i18n/hi';
import { mr } from '../../../shared/i18n/mr';
import { ta } from '../../../shared/i18n/ta';
import { te } from '../../../shared/i18n/te';
import { json, mockApi, NO_JOBS, SIGNED_OUT, type ApiRoutes } from '../../test/api';
import { makeMe, makeSession } from '../../test/fixtures';
import { renderApp, setViewport } from '../../test/render';

const SESSION = makeSession({ id: 'u1', name: 'priya sharma', email: 'priya@example.com' });

const SIGNED_IN = {
  'GET /api/auth/get-session': SESSION,
  'GET /api/jobs': NO_JOBS,
} satisfies ApiRoutes;

/** Signed in until `signOut()`: from then on the API answers as to a visitor (the session cookie is gone). */
function signedInUntilSignOut(routes: ApiRoutes = {}) {
  let signedIn = true;
  const sent = mockApi({
    ...SIGNED_IN,
    'GET /api/auth/get-session': () => json(signedIn ? SESSION : null),
    ...routes,
  });
  return { sent, signOut: () => (signedIn = false) };
}

describe('header', () => {
  it('search box goes to /jobs/all?search={text}, URL-encoded', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    fireEvent.change(search, { target: { value: 'cook & helper' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'));
    expect(router.state.location.search).toBe('?search=cook%20%26%20helper');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for "cook & helper"' }),
    ).toBeInTheDocument();
  });

  it('signed out: Sign In and Sign Up open the auth modal over the page', async () => {
    setViewport('desktop');
    mockApi(SIGNED_OUT);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed in: the user menu shows the initial and name, its links, and signs out', async () => {
    setViewport('desktop');
    const { sent, signOut } = signedInUntilSignOut({
      'POST /api/accounts/sign-out': { message: 'You have been signed out.' },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    // Label in name (WCAG 2.5.3): the name begins with what the button shows, the initial and the name.
    const menuButton = await screen.findByRole('button', { name: 'P priya sharma, account menu' });
    expect(menuButton.textContent).toBe('P priya sharma');
    fireEvent.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    expect(within(panel).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');

    signOut();
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const signOutCall = sent.find((r) => r.path === '/api/accounts/sign-out');
    expect(signOutCall?.method).toBe('POST');
    expect(signOutCall?.body).toEqual({});
  });

  it("the account menu's name begins with its initial and the user's name in every language (WCAG 2.5.3)", () => {
    const names = Object.entries({ en, hi, bn, mr, te, ta, es }).map(
      ([locale, texts]) =>
        `${locale}: ${texts.header.userMenu.replace('{{initial}}', 'P').replace('{{name}}', 'Priya')}`,
    );
    for (const name of names) expect(name).toMatch(/^\w\w: P Priya\b/);
  });

  it('mobile menu, signed in: welcome line, profile and messages; Sign Out returns home', async () => {
    setViewport('mobile');
    const { signOut } = signedInUntilSignOut({
      'POST /api/accounts/sign-out': { message: 'You have been signed out.' },
    });
    const { router } = renderApp('/cities');
    await screen.findByRole('heading', { level: 1, name: 'Find Jobs in Your City' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(menu).findByText('Welcome back, priya sharma!')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Messages' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
    expect(within(menu).getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();

    signOut();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByText('Welcome back, priya sharma!')).not.toBeInTheDocument();
  });

  it('mobile menu, signed out: Sign In and Sign Up; Sign In closes the menu and opens the modal', async () => {
    setViewport('mobile');
    mockApi(SIGNED_OUT);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('button', { name: 'Sign Up' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a failed sign-out says so in an error toast and keeps the user signed in', async () => {
    setViewport('desktop');
    mockApi({
      ...SIGNED_IN,
      'POST /api/accounts/sign-out': () => json({ error: { code: 'internal', message: 'boom' } }, 500),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    const menuButton = await screen.findByRole('button', { name: 'P priya sharma, account menu' });
    fireEvent.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('An unexpected error occurred')).toBeVisible());
    expect(screen.getByRole('button', { name: 'P priya sharma, account menu' })).toBeVisible();
  });

  it('the language switch turns the page to Hindi and back, remembers it and saves it on the account', async () => {
    setViewport('desktop');
    const sent = mockApi({
      ...SIGNED_IN,
      'PATCH /api/accounts/me/preferences': async (request) => {
        const { locale } = (await request.json()) as { locale: Locale };
        return json(makeMe({ user: { locale } }));
      },
    });
    const saved = () => sent.filter((r) => r.path === '/api/accounts/me/preferences').map((r) => r.body);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Daily work near you' });
    // The list of languages, each in its own script (India's first), behind the current one's name.
    fireEvent.click(screen.getByTitle('Change the language'));
    expect(
      screen
        .getAllByRole('link', { name: /^(English|हिंदी|বাংলা|मराठी|తెలుగు|தமிழ்|Español)$/ })
        .map((link) => link.textContent),
    ).toEqual(['English', 'हिंदी', 'বাংলা', 'मराठी', 'తెలుగు', 'தமிழ்', 'Español']);
    fireEvent.click(screen.getByRole('link', { name: 'हिंदी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके पास रोज़ का काम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('locale=hi');
    await waitFor(() => expect(saved()).toEqual([{ locale: 'hi' }]));

    fireEvent.click(screen.getByTitle('भाषा बदलें'));
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily work near you' })).toBeInTheDocument();
    expect(document.cookie).toContain('locale=en');
    await waitFor(() => expect(saved()).toEqual([{ locale: 'hi' }, { locale: 'en' }]));
  });
});
