import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSsrCache,
  peekRequest,
  serializeSsrCache,
  setCurrentSsrCache,
  settleSsrCache,
  ssrCacheKey,
  withSsrCache,
} from './ssr-cache.ts';

function fakeApi() {
  const blogDetail = vi.fn((request: { blogId: number }) =>
    Promise.resolve({ id: request.blogId, title: 'Post' }),
  );
  return { blogDetail };
}

describe('ssr cache', () => {
  afterEach(() => setCurrentSsrCache(null));

  it('peeks nothing, and calls nothing, outside a server render or a hydration', () => {
    const load = vi.fn(() => Promise.resolve(1));
    expect(peekRequest(load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keys a call by name and request, whatever the order of its keys', () => {
    expect(ssrCacheKey('x', { a: 1, b: 2 })).toBe(ssrCacheKey('x', { b: 2, a: 1 }));
    expect(ssrCacheKey('x', { a: 1 })).not.toBe(ssrCacheKey('y', { a: 1 }));
  });

  it('on the server, a peek starts the call and the next render reads its answer at once', async () => {
    const api = fakeApi();
    const cache = createSsrCache({ fetchMissing: true });
    setCurrentSsrCache(cache);
    const wrapped = withSsrCache(api, cache);
    const load = () => wrapped.blogDetail({ blogId: 3 }).then((post) => post.title);
    expect(peekRequest(load)).toBeNull();
    expect(peekRequest(load)).toBeNull();
    expect(api.blogDetail).toHaveBeenCalledTimes(1);
    expect(await settleSsrCache(cache)).toBe(true);
    expect(peekRequest(load)).toEqual({ value: 'Post' });
    expect(await settleSsrCache(cache)).toBe(false);
    expect(serializeSsrCache(cache)).toContain('"blogDetail:{\\"blogId\\":3}"');
  });

  it('in the browser, a seeded answer is read synchronously and nothing is fetched', () => {
    const api = fakeApi();
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('blogDetail', { blogId: 3 })]: { id: 3, title: 'Seeded' } },
    });
    setCurrentSsrCache(cache);
    const wrapped = withSsrCache(api, cache);
    expect(peekRequest(() => wrapped.blogDetail({ blogId: 3 }))).toEqual({
      value: { id: 3, title: 'Seeded' },
    });
    // A call not in the page's answers is not peeked and not sent during the peek.
    expect(peekRequest(() => wrapped.blogDetail({ blogId: 4 }))).toBeNull();
    expect(api.blogDetail).not.toHaveBeenCalled();
  });

  it('a closed cache passes calls through to the network', async () => {
    const api = fakeApi();
    const cache = createSsrCache({
      fetchMissing: false,
      answers: { [ssrCacheKey('blogDetail', { blogId: 3 })]: { id: 3, title: 'Seeded' } },
    });
    const wrapped = withSsrCache(api, cache);
    cache.open = false;
    await expect(wrapped.blogDetail({ blogId: 3 })).resolves.toEqual({ id: 3, title: 'Post' });
  });

  it('keeps a failed call out of the answers', async () => {
    const cache = createSsrCache({ fetchMissing: true });
    setCurrentSsrCache(cache);
    const wrapped = withSsrCache({ fail: () => Promise.reject(new Error('404')) }, cache);
    expect(peekRequest(() => wrapped.fail())).toBeNull();
    await settleSsrCache(cache);
    expect(cache.answers.size).toBe(0);
  });

  it('escapes < so the JSON cannot close its script element', () => {
    const cache = createSsrCache({ fetchMissing: false, answers: { k: '</script>' } });
    expect(serializeSsrCache(cache)).not.toContain('</script>');
  });
});
