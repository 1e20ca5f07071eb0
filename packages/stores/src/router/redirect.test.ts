import { describe, expect, it } from 'vitest';
import { addressOf, loginPath, safeRedirect } from './redirect.ts';

const ORIGIN = 'https://www.gemlane.com';

describe('safeRedirect', () => {
  it.each([
    ['/home', '/home'],
    ['/gameZone/pubg?x=1#faq', '/gameZone/pubg?x=1#faq'],
    ['/orderdetail?orderId=12', '/orderdetail?orderId=12'],
    ['/search?q=%2F%2Fnot-a-host', '/search?q=%2F%2Fnot-a-host'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.com/home',
    'http://www.gemlane.com.evil.com/',
    `${ORIGIN}/home`,
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/x\\y',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/\t/evil.com',
    '/%09/evil.com',
    '/\n/evil.com',
    'home',
    '',
    '/%E0%A4%A',
    // A path that the URL parser normalises into a scheme-relative address.
    '/.//evil.example/phish',
    '%2F.%2F%2Fevil.example%2Fphish',
    '/./%2Fevil.example',
    '/../evil.example/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/.//\tevil.example',
    '/./%09/evil.example',
    '/./%0a/evil.example',
    '/.%2F%2Fevil.example',
    '/%252e%252F%252Fevil.example',
    '/./../\\evil.example',
    '/.///evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/././/evil.example',
    'javascript://%0aalert(1)',
    '//javascript:alert(1)',
    'https:evil.example',
    'https:/evil.example',
    null,
    undefined,
    42,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBeNull();
  });
});

describe('loginPath', () => {
  it('encodes the current address into the redirect query', () => {
    expect(loginPath('/gameZone/pubg?partner=p1&x=1#faq')).toBe(
      '/login?redirect=%2FgameZone%2Fpubg%3Fpartner%3Dp1%26x%3D1%23faq',
    );
  });

  it('round-trips through URLSearchParams and safeRedirect', () => {
    const address = '/orderdetail?orderId=9&partner=acme';
    const raw = new URLSearchParams(loginPath(address).split('?')[1]).get('redirect');
    expect(safeRedirect(raw, ORIGIN)).toBe(address);
  });

  it('does not nest a login page into its own redirect', () => {
    expect(loginPath('/login?redirect=%2Fme')).toBe('/login?redirect=%2Fme');
    expect(loginPath('/Login/')).toBe('/Login/');
    expect(loginPath('/login-email')).toBe('/login?redirect=%2Flogin-email');
  });

  it('builds the address from a location', () => {
    expect(addressOf({ pathname: '/me', search: '?a=1', hash: '#x' })).toBe('/me?a=1#x');
  });
});
