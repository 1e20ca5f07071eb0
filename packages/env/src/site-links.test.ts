import { describe, expect, it } from 'vitest';
import {
  MOBILE_ALTERNATE_MEDIA,
  normalizeOrigin,
  queryWithoutView,
  siteLinks,
  siteOriginsFor,
  urlOnOrigin,
} from './site-links.ts';

const origins = { desktop: 'http://localhost:8080', mobile: 'http://localhost:8081/' };

describe('siteLinks', () => {
  it('gives the desktop page a self canonical and a media alternate to the mobile URL', () => {
    const links = siteLinks(
      'desktop',
      { pathname: '/gameZone/pubg', search: '?partner=x&view=desktop' },
      origins,
    );
    expect(links.canonical).toBe('http://localhost:8080/gameZone/pubg?partner=x');
    expect(links.alternate).toEqual({
      href: 'http://localhost:8081/gameZone/pubg?partner=x',
      media: MOBILE_ALTERNATE_MEDIA,
    });
    expect(links.switchTo).toBe('mobile');
    expect(links.switchHref).toBe('http://localhost:8080/gameZone/pubg?partner=x&view=mobile');
  });

  it('points the mobile page canonical at the desktop URL, with no alternate', () => {
    const links = siteLinks('mobile', { pathname: '/home', search: '' }, origins);
    expect(links.canonical).toBe('http://localhost:8080/home');
    expect(links.alternate).toBeNull();
    expect(links.switchTo).toBe('desktop');
    expect(links.switchHref).toBe('http://localhost:8081/home?view=desktop');
  });

  it('offers no switch link inside our app on either site, and keeps the search-engine links', () => {
    for (const site of ['desktop', 'mobile'] as const) {
      const outside = siteLinks(site, { pathname: '/home', search: '?a=1' }, origins);
      const inside = siteLinks(site, { pathname: '/home', search: '?a=1' }, origins, {
        inApp: true,
      });
      expect(inside.switchHref).toBeNull();
      expect(outside.switchHref).not.toBeNull();
      expect(inside.canonical).toBe(outside.canonical);
      expect(inside.alternate).toEqual(outside.alternate);
    }
  });

  it('replaces an earlier view choice instead of stacking them', () => {
    const links = siteLinks('mobile', { pathname: '/home', search: '?view=mobile&a=1' }, origins);
    expect(links.switchHref).toBe('http://localhost:8081/home?a=1&view=desktop');
  });

  it('keeps a path that looks like another host on our origin', () => {
    expect(urlOnOrigin(origins.mobile, { pathname: '//evil.example/x', search: '' })).toBe(
      'http://localhost:8081//evil.example/x',
    );
  });
});

describe('queryWithoutView', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?view=mobile', ''],
    ['?a=1&view=desktop&b=%20c+d', 'a=1&b=%20c+d'],
    ['?%76iew=mobile&a', 'a'],
    ['?preview=1&viewer=2', 'preview=1&viewer=2'],
    ['?q=%E4%B8%AD', 'q=%E4%B8%AD'],
    ['?bad=%E4%ZZ', 'bad=%E4%ZZ'],
  ])('%s -> %s', (search, expected) => {
    expect(queryWithoutView(search)).toBe(expected);
  });
});

describe('normalizeOrigin', () => {
  it('accepts http(s) origins with or without a trailing slash', () => {
    expect(normalizeOrigin('https://M.Gemlane.com/')).toBe('https://m.gemlane.com');
    expect(normalizeOrigin('http://localhost:8081')).toBe('http://localhost:8081');
  });

  it.each([
    'ftp://a.test',
    'https://a.test/path',
    'https://a.test/?q',
    'https://u:p@a.test',
    'm.gemlane.com',
  ])('rejects %s', (origin) => {
    expect(() => normalizeOrigin(origin)).toThrow();
  });
});

describe('siteOriginsFor', () => {
  it('knows the production, test and local pairs from either side', () => {
    expect(siteOriginsFor('https://m.gemlane.com')).toEqual({
      site: 'mobile',
      origins: { desktop: 'https://www.gemlane.com', mobile: 'https://m.gemlane.com' },
    });
    expect(siteOriginsFor('https://test.gemlane.com/')?.site).toBe('desktop');
    expect(siteOriginsFor('https://m-test.gemlane.com')?.origins.desktop).toBe(
      'https://test.gemlane.com',
    );
    expect(siteOriginsFor('http://localhost:8081')).toEqual({
      site: 'mobile',
      origins: { desktop: 'http://localhost:8080', mobile: 'http://localhost:8081' },
    });
  });

  it('answers null for any other origin (a preview host, Vite dev) and for garbage', () => {
    expect(siteOriginsFor('http://localhost:5173')).toBeNull();
    expect(siteOriginsFor('https://gemlane.com')).toBeNull();
    expect(siteOriginsFor('null')).toBeNull();
  });

  it('takes a deployment-specific table', () => {
    const own = [{ desktop: 'http://localhost:4301', mobile: 'http://localhost:4302' }];
    expect(siteOriginsFor('http://localhost:4302', own)?.site).toBe('mobile');
  });
});
