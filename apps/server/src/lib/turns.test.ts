import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { turnsPerKey } from './turns.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('turns per key', () => {
  it('runs one at a time per key, in order, and turns away beyond the line', async () => {
    const turns = turnsPerKey({ concurrent: 1, waiting: 2, retryAfterSeconds: 3 });
    const order: string[] = [];
    const end1 = await turns.take('u1');
    const second = turns.take('u1').then((end) => (order.push('second'), end));
    const third = turns.take('u1').then((end) => (order.push('third'), end));
    const refused = await turns.take('u1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(503);
    expect((refused as ApiError).retryAfterSeconds).toBe(3);
    // Another key is not held up.
    const other = await turns.take('u2');
    await tick();
    expect(order).toEqual([]);
    end1();
    end1(); // ending twice ends once
    const end2 = await second;
    await tick();
    expect(order).toEqual(['second']);
    end2();
    (await third)();
    other();
    expect(turns.keys).toBe(0);
  });

  it('runs up to `concurrent` of a key at once', async () => {
    const turns = turnsPerKey({ concurrent: 2, waiting: 0, retryAfterSeconds: 1 });
    const a = await turns.take('ip');
    const b = await turns.take('ip');
    await expect(turns.take('ip')).rejects.toBeInstanceOf(ApiError);
    a();
    const c = await turns.take('ip');
    b();
    c();
    expect(turns.keys).toBe(0);
  });
});
