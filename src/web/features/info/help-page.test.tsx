import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, SIGNED_OUT } from '../../test/render';
import { filterTopics, highlightParts, type HelpTopic } from './help-search';

const topics: HelpTopic[] = [
  {
    id: 'start',
    title: 'Getting Started',
    faqs: [
      { id: 'free', question: 'Is it free?', answer: 'Yes, posting a job is free.' },
      { id: 'city', question: 'How do I find jobs in my city?', answer: 'Type your city at the top.' },
    ],
  },
  {
    id: 'account',
    title: 'Account & Billing',
    faqs: [{ id: 'reset', question: 'How do I reset my password?', answer: 'Choose Forgot password.' }],
  },
];

describe('filterTopics', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(filterTopics(topics, '')).toBe(topics);
    expect(filterTopics(topics, '   ')).toBe(topics);
  });

  it('matches questions and answers case-insensitively and drops topics left empty', () => {
    expect(filterTopics(topics, 'CITY')).toEqual([{ ...topics[0], faqs: [topics[0]?.faqs[1]] }]);
    expect(filterTopics(topics, 'forgot')).toEqual([topics[1]]);
  });

  it('needs every word, in any order, and also matches the topic title', () => {
    expect(filterTopics(topics, 'password reset').map((topic) => topic.id)).toEqual(['account']);
    expect(filterTopics(topics, 'free city')).toEqual([]);
    expect(filterTopics(topics, 'billing')).toEqual([topics[1]]);
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence of the words', () => {
    expect(highlightParts('Post a job, post it free', ['post', 'free'])).toEqual([
      { text: 'Post', match: true },
      { text: ' a job, ', match: false },
      { text: 'post', match: true },
      { text: ' it ', match: false },
      { text: 'free', match: true },
    ]);
    expect(highlightParts('a+b (c)', ['(c)'])).toEqual([
      { text: 'a+b ', match: false },
      { text: '(c)', match: true },
    ]);
  });
});

describe('Help Center page', () => {
  async function openHelp() {
    mockApi(SIGNED_OUT);
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    return screen.getByRole('searchbox', { name: 'Search help articles' });
  }

  it('shows the three topics with their questions and the three support cards', async () => {
    await openHelp();
    for (const name of ['Getting Started', 'Job Applications', 'Account & Billing']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(screen.getAllByRole('term')).toHaveLength(15);
    expect(screen.getByRole('link', { name: /Live Chat/ }).getAttribute('href')).toBe('/ai-assistant');
    expect(screen.getByRole('link', { name: /Email Support/ }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: /Knowledge Base/ }).getAttribute('href')).toBe('#faq');
  });

  it('filters the questions as you type, case-insensitively', async () => {
    const search = await openHelp();
    fireEvent.change(search, { target: { value: 'PASSWORD' } });
    const faq = document.getElementById('faq') as HTMLElement;
    const questions = within(faq)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(questions).toContain('How do I reset my password?');
    expect(questions).not.toContain('How do I find jobs in my city?');
    expect(within(faq).queryByRole('heading', { name: 'Job Applications' })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status').textContent).toMatch(/^\d+ answers? found$/);
    expect(within(faq).getAllByText(/password/i, { selector: 'mark' }).length).toBeGreaterThan(0);

    fireEvent.change(search, { target: { value: 'find jobs city' } });
    expect(
      within(faq)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['How do I find jobs in my city?']);
  });

  it('shows an empty state with a link to the contact form, and clears the search', async () => {
    const search = await openHelp();
    fireEvent.change(search, { target: { value: 'zebra crossing' } });
    expect(screen.getByText('No results for “zebra crossing”')).toBeVisible();
    expect(screen.queryAllByRole('term')).toHaveLength(0);
    const faq = document.getElementById('faq') as HTMLElement;
    expect(within(faq).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');

    fireEvent.click(within(faq).getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('term')).toHaveLength(15);
  });
});
