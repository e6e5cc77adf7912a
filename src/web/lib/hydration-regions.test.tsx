import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { afterEach, describe, expect, it } from 'vitest';
import { BrowserValuesProvider, useBrowserValue } from './browser-value';
import { HydrationRegion, whenPageHydrated } from './hydration-regions';

/** Records, in order, when each part of the page ran its first effect and when the page said it was hydrated. */
function Part({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

function PageHydrated({ log }: { log: string[] }) {
  useEffect(() => whenPageHydrated(() => log.push('page hydrated')), [log]);
  return null;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}

function Where() {
  return <p>{useBrowserValue(() => 'in the browser', 'on the server')}</p>;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

function serverRendered(page: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  containers.push(container);
  return container;
}

describe('HydrationRegion', () => {
  it('hydrates each region after the page around it, and says the page is hydrated only after the last', async () => {
    const log: string[] = [];
    const page = (
      <>
        <PageHydrated log={log} />
        <Part name="shell" log={log} />
        <HydrationRegion>
          <Part name="header" log={log} />
        </HydrationRegion>
        <HydrationRegion>
          <Part name="content" log={log} />
        </HydrationRegion>
      </>
    );
    const container = serverRendered(page);
    // A mismatch would be reported through console.error, which fails the test (test/setup.ts).
    render(page, { container, hydrate: true });
    await waitFor(() => expect(log).toContain('page hydrated'));
    expect(log).toEqual(['shell', 'header', 'content', 'page hydrated']);
  });

  it('keeps the server-rendered controls of a region working', async () => {
    const page = (
      <HydrationRegion>
        <Counter />
      </HydrationRegion>
    );
    const container = serverRendered(page);
    render(page, { container, hydrate: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });

  it("switches to the browser's values only once every region is hydrated", async () => {
    const page = (
      <BrowserValuesProvider serverFirst>
        <HydrationRegion>
          <Where />
        </HydrationRegion>
      </BrowserValuesProvider>
    );
    const container = serverRendered(page);
    expect(container).toHaveTextContent('on the server');
    render(page, { container, hydrate: true });
    expect(await screen.findByText('in the browser')).toBeInTheDocument();
  });

  it('renders at once in a page the browser renders itself, and the page is hydrated straight away', () => {
    const log: string[] = [];
    render(
      <>
        <PageHydrated log={log} />
        <HydrationRegion>
          <Part name="content" log={log} />
        </HydrationRegion>
      </>,
    );
    expect(screen.getByText('content')).toBeVisible();
    expect(log).toEqual(['content', 'page hydrated']);
  });
});
