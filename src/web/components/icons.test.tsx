import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

const spriteIds = new Set(
  [...readFileSync('src/web/assets/icon-sprite.svg', 'utf8').matchAll(/<symbol id="([\w-]+)"/g)].map(
    (match) => match[1],
  ),
);

describe('icons', () => {
  it('draws every icon from a symbol of the sprite file', () => {
    const components = Object.values(icons).filter((value) => typeof value === 'function');
    expect(components.length).toBeGreaterThan(50);
    for (const Icon of components) {
      const { container, unmount } = render(<Icon />);
      const href = container.querySelector('svg > use')?.getAttribute('href') ?? '';
      expect(href).toMatch(/icon-sprite[^#]*#[\w-]+$/);
      expect(spriteIds.has(href.split('#')[1])).toBe(true);
      unmount();
    }
  });

  it('hides an icon without a name from assistive technology, and names one with a label', () => {
    const { container } = render(
      <>
        <icons.MapPin className="size-4 text-primary" />
        <icons.Star aria-label="Rated" strokeWidth={1.5} />
      </>,
    );
    const hidden = container.querySelector('svg');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.getAttribute('class')).toBe('icon size-4 text-primary');
    const named = screen.getByLabelText('Rated');
    expect(named.getAttribute('aria-hidden')).toBeNull();
    expect(named.style.strokeWidth).toBe('1.5');
  });
});
