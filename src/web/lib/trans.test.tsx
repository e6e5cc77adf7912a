import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextCatalogues } from '../../shared/i18n/translate';
import { Trans } from './trans';

const texts = new TextCatalogues('en');
texts.add('en', { lead: 'We sent a code to <email>{{email}}</email>. Read our <terms>terms</terms>.' });
const t = texts.fixed('en');

describe('Trans', () => {
  it('shows the tagged parts as the given elements, with the values inside', () => {
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="lead"
          values={{ email: 'asha@example.com' }}
          components={{ email: <strong />, terms: <a href="/terms" /> }}
        />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'We sent a code to <strong>asha@example.com</strong>. Read our <a href="/terms">terms</a>.',
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });

  it('shows a value that looks like a tag as text', () => {
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="lead"
          values={{ email: '<terms>x</terms>@example.com' }}
          components={{ email: <strong />, terms: <a href="/terms" /> }}
        />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('<terms>x</terms>@example.com');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
