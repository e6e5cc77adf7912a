import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserValuesProvider, useBrowserValue } from './browser-value';

function Share() {
  const canShare = useBrowserValue(() => 'browser', 'server');
  return <p>{canShare}</p>;
}

describe('useBrowserValue', () => {
  it("answers the server's value on the server, then the browser's once the page is hydrated", async () => {
    const page = (
      <BrowserValuesProvider serverFirst>
        <Share />
      </BrowserValuesProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('server');
    // A mismatch would be reported through console.error, which fails the test (test/setup.ts).
    render(page, { container, hydrate: true });
    expect(await screen.findByText('browser')).toBeInTheDocument();
  });

  it("answers the browser's value at once in a page the browser renders itself", () => {
    render(
      <BrowserValuesProvider>
        <Share />
      </BrowserValuesProvider>,
    );
    expect(screen.getByText('browser')).toBeVisible();
  });
});
