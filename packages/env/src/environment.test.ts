import { describe, expect, it } from 'vitest';
import { BRAND } from './brand.ts';
import { apiBaseUrl, environmentFromHost, isLocalHost, TEST_API_BASE_URL } from './environment.ts';

describe('BRAND', () => {
  it('is Gemlane', () => expect(BRAND).toBe('Gemlane'));
});

describe('environmentFromHost', () => {
  it.each([
    ['test.gemlane.com', 'test'],
    ['m-test.gemlane.com', 'test'],
    ['www.gemlane-test.com', 'test'],
    ['TEST.GEMLANE.COM:443', 'test'],
    ['www.gemlane.com', 'production'],
    ['m.gemlane.com', 'production'],
    ['https://www.Gemlane.com/home?x=1', 'production'],
    ['localhost:8080', 'test'],
    ['127.0.0.1:8081', 'test'],
    ['preview-123.pages.dev', 'test'],
    ['shop.example.com', 'test'],
    ['', 'test'],
  ] as const)('%s -> %s', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });
});

describe('apiBaseUrl', () => {
  it('derives production from the host', () => {
    expect(apiBaseUrl('production', 'www.gemlane.com')).toBe('https://www.gemlane.com');
    expect(apiBaseUrl('production', 'M.Gemlane.com:443')).toBe('https://m.gemlane.com');
  });

  it('uses the test address for test hosts', () => {
    expect(apiBaseUrl('test', 'm-test.gemlane.com')).toBe(TEST_API_BASE_URL);
    expect(apiBaseUrl('test', 'preview.pages.dev')).toBe(TEST_API_BASE_URL);
  });

  it('goes same-origin on local hosts, where the gateway proxies /api', () => {
    for (const host of ['localhost:8080', '127.0.0.1:8081', 'app.localhost', '[::1]:5173']) {
      expect(isLocalHost(host), host).toBe(true);
      expect(apiBaseUrl(environmentFromHost(host), host)).toBe('');
    }
    expect(isLocalHost('localhost.gemlane.com')).toBe(false);
  });
});
