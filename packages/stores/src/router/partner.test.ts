import { describe, expect, it } from 'vitest';
import { withPartner } from './partner.ts';

const ORIGIN = 'https://m.gemlane.com';

describe('withPartner', () => {
  it('adds partner from the current URL to a path', () => {
    expect(withPartner('/cart', '?partner=acme', ORIGIN)).toBe('/cart?partner=acme');
    expect(withPartner('/orderdetail?orderId=1#top', '?x=1&partner=acme', ORIGIN)).toBe(
      '/orderdetail?orderId=1&partner=acme#top',
    );
  });

  it('keeps a partner the target already holds', () => {
    expect(withPartner('/cart?partner=other', '?partner=acme', ORIGIN)).toBe('/cart?partner=other');
  });

  it('leaves the target alone when the current URL has no partner', () => {
    expect(withPartner('/cart', '?utm_source=x', ORIGIN)).toBe('/cart');
    expect(withPartner('/cart', '?partner=', ORIGIN)).toBe('/cart');
  });

  it('handles absolute same-origin URLs and leaves other origins untouched', () => {
    expect(withPartner(`${ORIGIN}/me?a=1`, '?partner=acme', ORIGIN)).toBe(
      `${ORIGIN}/me?a=1&partner=acme`,
    );
    expect(withPartner('https://evil.com/x', '?partner=acme', ORIGIN)).toBe('https://evil.com/x');
    expect(withPartner('//evil.com/x', '?partner=acme', ORIGIN)).toBe('//evil.com/x');
    expect(withPartner('mailto:a@b.c', '?partner=acme', ORIGIN)).toBe('mailto:a@b.c');
  });

  it('handles path objects (react-router To) and URLSearchParams', () => {
    expect(withPartner({ pathname: '/me' }, new URLSearchParams('partner=a b'), ORIGIN)).toEqual({
      pathname: '/me',
      search: '?partner=a+b',
    });
    const own = { pathname: '/me', search: '?partner=x' };
    expect(withPartner(own, '?partner=acme', ORIGIN)).toBe(own);
  });

  it('encodes the value', () => {
    expect(withPartner('/home', '?partner=a%26b', ORIGIN)).toBe('/home?partner=a%26b');
  });
});
