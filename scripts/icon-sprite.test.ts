import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, SPRITE_FILE, spriteIconNames } from './icon-sprite';

describe('the icon sprite', () => {
  it('is up to date with the icons the app names (npm run icons)', async () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(await buildIconSprite());
  });

  it('has a symbol with lucide drawing for every icon name', async () => {
    const names = spriteIconNames();
    expect(names).toContain('map-pin');
    const sprite = await buildIconSprite(['map-pin']);
    expect(sprite).toMatch(
      /<symbol id="map-pin" viewBox="0 0 24 24"><path d="M20 10c[^"]+"\/><circle cx="12" cy="10" r="3"\/><\/symbol>/,
    );
    const ids = [...readFileSync(SPRITE_FILE, 'utf8').matchAll(/<symbol id="([\w-]+)"/g)].map(
      (match) => match[1],
    );
    expect(ids).toEqual(names);
  });

  it('reads the names from the spriteIcon calls', () => {
    expect(spriteIconNames("const A = spriteIcon('b'); const C = spriteIcon('a'); spriteIcon('b');")).toEqual(
      ['a', 'b'],
    );
  });
});
