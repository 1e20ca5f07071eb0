import { describe, expect, it, vi } from 'vitest';
import { detectContext } from './context.ts';

const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Gemlane/3.2.0';

describe('detectContext', () => {
  it('combines user agent and host', () => {
    expect(
      detectContext({ userAgent: IPHONE_APP, host: 'm.gemlane.com', maxTouchPoints: 5 }),
    ).toEqual({
      host: 'm.gemlane.com',
      userAgent: IPHONE_APP,
      environment: 'production',
      apiBaseUrl: 'https://m.gemlane.com',
      inApp: true,
      deviceType: 'mobile',
      isPC: false,
    });
  });

  it("follows the browser's mobile hint like the edge does (a tablet says not mobile)", () => {
    const tabletChrome =
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const desktopLooking =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(detectContext({ userAgent: tabletChrome, mobile: false })).toMatchObject({
      deviceType: 'tablet',
      isPC: true,
    });
    expect(detectContext({ userAgent: desktopLooking, mobile: true })).toMatchObject({
      deviceType: 'mobile',
      isPC: false,
    });
    vi.stubGlobal('navigator', { userAgent: desktopLooking, userAgentData: { mobile: true } });
    try {
      expect(detectContext()).toMatchObject({ deviceType: 'mobile', isPC: false });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads navigator and location when not given', () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      maxTouchPoints: 5,
    });
    vi.stubGlobal('location', { host: 'test.gemlane.com' });
    try {
      const ctx = detectContext();
      expect(ctx.deviceType).toBe('tablet');
      expect(ctx.environment).toBe('test');
      expect(ctx.isPC).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('works without navigator and location (workers, server)', () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('location', undefined);
    try {
      expect(detectContext()).toMatchObject({
        userAgent: '',
        host: '',
        environment: 'test',
        deviceType: 'desktop',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
