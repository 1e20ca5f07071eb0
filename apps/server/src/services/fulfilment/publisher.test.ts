import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRoles, ROLE_MEMORY_MS, type PlayerRef, type Publisher } from './publisher.ts';

const ref = (playerId: string, serverId = ''): PlayerRef => ({
  gameId: 7,
  gameZonePath: 'pubg',
  playerId,
  serverId,
});

/** A publisher that knows one player and counts what it is asked. */
function countingPublisher(names: Record<string, string>) {
  const asked: string[] = [];
  const publisher: Publisher = {
    lookupRole: async (r) => {
      asked.push(`${r.playerId}|${r.serverId}`);
      return names[`${r.playerId}|${r.serverId}`] ?? null;
    },
    deliver: async () => ({ ok: true }),
  };
  return { publisher, asked };
}

afterEach(() => vi.useRealTimers());

describe('rememberRoles', () => {
  it('asks the publisher once for a confirmed name within the minute, and again after it', async () => {
    vi.useFakeTimers({ now: 0 });
    const { publisher, asked } = countingPublisher({ '5123|': 'ChickenDinner' });
    const remembering = rememberRoles(publisher);
    expect(await remembering.lookupRole(ref('5123'))).toBe('ChickenDinner');
    vi.setSystemTime(ROLE_MEMORY_MS - 1);
    expect(await remembering.lookupRole(ref('5123'))).toBe('ChickenDinner');
    expect(asked).toEqual(['5123|']);
    vi.setSystemTime(ROLE_MEMORY_MS);
    expect(await remembering.lookupRole(ref('5123'))).toBe('ChickenDinner');
    expect(asked).toEqual(['5123|', '5123|']);
  });

  it('asks again every time for an ID the publisher does not know, and keeps servers apart', async () => {
    const { publisher, asked } = countingPublisher({ '42|os_asia': 'Traveler' });
    const remembering = rememberRoles(publisher);
    expect(await remembering.lookupRole(ref('42', 'os_eu'))).toBeNull();
    expect(await remembering.lookupRole(ref('42', 'os_eu'))).toBeNull();
    expect(await remembering.lookupRole(ref('42', 'os_asia'))).toBe('Traveler');
    expect(asked).toEqual(['42|os_eu', '42|os_eu', '42|os_asia']);
  });

  it('passes every delivery to the publisher', async () => {
    const deliveries: string[] = [];
    const remembering = rememberRoles({
      lookupRole: async () => 'x',
      deliver: async (orderId) => {
        deliveries.push(orderId);
        return { ok: false, reason: 'refused' };
      },
    });
    expect(await remembering.deliver('GL1', [ref('1')])).toEqual({ ok: false, reason: 'refused' });
    expect(await remembering.deliver('GL1', [ref('1')])).toEqual({ ok: false, reason: 'refused' });
    expect(deliveries).toEqual(['GL1', 'GL1']);
  });
});
