import { beforeEach, describe, expect, it } from 'vitest';
import { captureAttribution, readAttribution } from './attribution.ts';

beforeEach(() => sessionStorage.clear());

describe('captureAttribution', () => {
  it('stores utm_source and shareCode under utmSource and shareCode', () => {
    expect(captureAttribution('?utm_source=tiktok&shareCode=AB12&x=1')).toEqual({
      utmSource: 'tiktok',
      shareCode: 'AB12',
    });
    expect(sessionStorage.getItem('utmSource')).toBe('tiktok');
    expect(sessionStorage.getItem('shareCode')).toBe('AB12');
  });

  it('ignores empty and repeated (non-string) values and keeps earlier ones', () => {
    sessionStorage.setItem('utmSource', 'first');
    captureAttribution('?utm_source=a&utm_source=b&shareCode=');
    expect(sessionStorage.getItem('utmSource')).toBe('first');
    expect(sessionStorage.getItem('shareCode')).toBeNull();
  });

  it('writes into an injected storage', () => {
    const map = new Map<string, string>();
    captureAttribution(new URLSearchParams('shareCode=Z'), {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
    });
    expect(map.get('shareCode')).toBe('Z');
  });
});

describe('readAttribution', () => {
  it('returns only the captured fields for the login payload', () => {
    expect(readAttribution()).toEqual({});
    captureAttribution('?shareCode=S1');
    expect(readAttribution()).toEqual({ shareCode: 'S1' });
  });
});
