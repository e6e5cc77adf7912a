import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart, lazyPartsReady } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('renders in place on the server once the parts are ready, not as the fallback', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    await lazyPartsReady();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Asha');
    expect(html).not.toContain('Loading');
    expect(loads).toBe(1);
  });

  it('downloads its code when first rendered in the browser, showing the fallback meanwhile', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Part = lazyPart(async () => {
      await arrived;
      return Greeting;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });

  it('tries a failed download again on the next preload', async () => {
    let attempts = 0;
    const Part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
