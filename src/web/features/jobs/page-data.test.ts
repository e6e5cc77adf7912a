import { describe, expect, it } from 'vitest';
import { builtInCity, prepareListing } from './page-data';

const address = (city: string | undefined, query = '') => ({
  params: city === undefined ? {} : { city },
  searchParams: new URLSearchParams(query),
});

// In this order: the city tables are loaded once per module, by the last test's step.
describe('a listing prepared before it renders', () => {
  it('needs nothing for all cities or a category without ?city=', async () => {
    expect(await prepareListing(address('all'))).toBeNull();
    expect(await prepareListing(address(undefined, 'search=cook'))).toBeNull();
    expect(builtInCity('all')).toBeUndefined();
  });

  it("takes the server's city before hydration, without the city tables", async () => {
    const mumbai = {
      name: 'Mumbai',
      slug: 'mumbai',
      state: 'Maharashtra',
      stateGroup: 'Maharashtra',
      country: 'IN',
    };
    const fromServer = { cityText: 'mumbai', city: mumbai };
    expect(await prepareListing(address('mumbai'), fromServer)).toBe(fromServer);
    expect(builtInCity('mumbai')).toEqual(mumbai);
    // Another city was never prepared: the tables are not there.
    expect(() => builtInCity('pune')).toThrow(/before the city tables were loaded/);
  });

  it('loads the city tables for a city named by the path or by ?city=', async () => {
    // The server's answer for another address is not taken.
    const delhi = await prepareListing(address('delhi'), { cityText: 'mumbai', city: null });
    expect(delhi?.city?.slug).toBe('delhi');
    expect(await prepareListing(address('all', 'city=Pune'))).toEqual({
      cityText: 'Pune',
      city: expect.objectContaining({ slug: 'pune', country: 'IN' }),
    });
    expect(builtInCity('houston')?.country).toBe('US');
    expect(await prepareListing(address('nowhere-town'))).toEqual({ cityText: 'nowhere-town', city: null });
  });
});
