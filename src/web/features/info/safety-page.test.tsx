import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, SIGNED_OUT } from '../../test/render';

describe('safety page', () => {
  it('says where to report money lost to a scam: 1930 and cybercrime.gov.in in India, the FTC in the USA', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/safety');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lost money to a job scam?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1930' }).getAttribute('href')).toBe('tel:1930');
    expect(screen.getByRole('link', { name: 'cybercrime.gov.in' }).getAttribute('href')).toBe(
      'https://cybercrime.gov.in',
    );
    expect(screen.getByRole('link', { name: 'reportfraud.ftc.gov' }).getAttribute('href')).toBe(
      'https://reportfraud.ftc.gov',
    );
  });
});
