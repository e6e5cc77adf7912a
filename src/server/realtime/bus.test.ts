import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, testDriver } from '../test/database';
import { InProcessBus, PostgresBus, type BusPayload, type EventBus } from './bus';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function nextEvent(bus: EventBus, channel: string): Promise<BusPayload> {
  return new Promise((resolve) => {
    const off = bus.subscribe(channel, (payload) => {
      off();
      resolve(payload);
    });
  });
}

describe('event bus', () => {
  it('delivers in-process events to subscribers of the channel only', async () => {
    const bus = new InProcessBus();
    const seen: BusPayload[] = [];
    bus.subscribe('other', (payload) => seen.push(payload));
    const received = nextEvent(bus, 'conversation:1');
    await bus.publish('conversation:1', { messageId: 7 });
    expect(await received).toEqual({ messageId: 7 });
    expect(seen).toEqual([]);
    await bus.close();
  });

  it(`fans out between two instances (${testDriver})`, async () => {
    if (database.driver !== 'postgres') {
      // PGlite is one process: both "instances" share the in-process bus.
      const bus = new InProcessBus();
      const received = nextEvent(bus, 'c');
      await bus.publish('c', { id: 1 });
      expect(await received).toEqual({ id: 1 });
      return;
    }
    const first = await PostgresBus.connect(database.connectionString, database.pool);
    const second = await PostgresBus.connect(database.connectionString, database.pool);
    const onFirst = nextEvent(first, 'conversation:9');
    const onSecond = nextEvent(second, 'conversation:9');
    await first.publish('conversation:9', { messageId: 42 });
    expect(await onFirst).toEqual({ messageId: 42 });
    expect(await onSecond).toEqual({ messageId: 42 });
    await first.close();
    await second.close();
  });
});
