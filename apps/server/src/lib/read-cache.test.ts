import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

const body = (s: string) => async () => s;

describe('ReadCache', () => {
  it('computes a key once and serves the same bytes after', async () => {
    const cache = new ReadCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return '{"a":1}';
    };
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    const c = await cache.get('k', compute);
    expect(runs).toBe(1);
    expect(a.body.toString()).toBe('{"a":1}');
    expect(b.etag).toBe(a.etag);
    expect(c.body).toBe(a.body);
  });

  it('evicts the least recently used entry beyond its entry and byte bounds', async () => {
    const cache = new ReadCache(2, 1000);
    await cache.get('a', body('A'));
    await cache.get('b', body('B'));
    await cache.get('a', body('A2')); // a hit: a is now the youngest
    await cache.get('c', body('C'));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.body.toString()).toBe('A');
    const small = new ReadCache(10, 5);
    await small.get('x', body('123'));
    await small.get('y', body('456'));
    expect(small.peek('x')).toBeUndefined();
    expect(small.size).toBe(1);
    await small.get('z', body('too long'));
    expect(small.peek('z')).toBeUndefined();
  });

  it('refreshes after the time to live without making readers wait, and drops all on invalidate()', async () => {
    const cache = new ReadCache(10, 1000, 100);
    await cache.get('k', body('old'), 0);
    expect((await cache.get('k', body('new'), 50)).body.toString()).toBe('old');
    // Past its time to live: this reader still gets the old answer, the next one the new.
    expect((await cache.get('k', body('newer'), 100)).body.toString()).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('k', body('unused'), 150)).body.toString()).toBe('newer');
    cache.invalidate();
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', body('newest'), 151)).body.toString()).toBe('newest');
  });

  it('does not keep an answer computed across an invalidation', async () => {
    const cache = new ReadCache();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('stale'))));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe('stale');
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', body('fresh'))).body.toString()).toBe('fresh');
  });

  it('does not keep failures, nor an old answer whose refresh failed', async () => {
    const cache = new ReadCache(10, 1000, 100);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', body('ok'), 0)).body.toString()).toBe('ok');
    const gone = () => Promise.reject(new Error('gone'));
    expect((await cache.get('k', gone, 100)).body.toString()).toBe('ok');
    await new Promise((r) => setTimeout(r, 0));
    await expect(cache.get('k', gone, 101)).rejects.toThrow('gone');
  });
});
