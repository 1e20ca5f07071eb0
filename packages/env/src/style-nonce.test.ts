import { describe, expect, it } from 'vitest';
import {
  newStyleNonce,
  readStyleNonce,
  STYLE_NONCE_META,
  withStyleNonce,
  type PageWithNonce,
} from './style-nonce.ts';

describe('style nonce', () => {
  it('is fresh each time: 128 random bits', () => {
    const nonces = new Set(Array.from({ length: 50 }, newStyleNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('is written first into <head> and read back from the page', () => {
    const html = withStyleNonce(
      '<!doctype html><html><head><title>x</title></head></html>',
      'abc=',
    );
    expect(html).toContain(`<head><meta name="${STYLE_NONCE_META}" nonce="abc="><title>`);
    // The page as a browser holds it: the meta's nonce property (its attribute reads empty).
    const doc = {
      querySelector: (selector: string) =>
        selector === `meta[name="${STYLE_NONCE_META}"]` &&
        html.includes(`name="${STYLE_NONCE_META}"`)
          ? { nonce: /nonce="([^"]*)"/.exec(html)![1], getAttribute: () => '' }
          : null,
    } as PageWithNonce;
    expect(readStyleNonce(doc)).toBe('abc=');
  });

  it('is undefined where a page has none', () => {
    const doc = { querySelector: () => null } as PageWithNonce;
    expect(readStyleNonce(doc)).toBeUndefined();
    expect(readStyleNonce(undefined)).toBeUndefined();
  });
});
