import { describe, expect, it } from 'vitest';
import { classifyDevice, deviceType, isBot, isInApp, isPC } from './device.ts';
import { USER_AGENT_CASES } from './user-agents.fixture.ts';

describe('user agent table', () => {
  it('has at least 30 real user agents', () => {
    expect(USER_AGENT_CASES.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(USER_AGENT_CASES)('$label', ({ ua, touch, device, inApp, pc }) => {
    const hints = touch === undefined ? {} : { maxTouchPoints: touch };
    it(`is ${device}, ${inApp ? 'in the app' : 'not in the app'}, ${pc ? 'PC' : 'not PC'}`, () => {
      expect(deviceType(ua, hints)).toBe(device);
      expect(isInApp(ua)).toBe(inApp);
      expect(isPC(ua, hints)).toBe(pc);
      expect(isBot(ua)).toBe(device === 'bot');
    });
  });
});

describe('rules', () => {
  it('detects the brand in any case', () => {
    expect(isInApp('x GEMLANE/1')).toBe(true);
    expect(isInApp('x gemLane')).toBe(true);
    expect(isInApp('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });

  it('needs more than one touch point to call a Mac UA an iPad', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(deviceType(mac, { maxTouchPoints: 0 })).toBe('desktop');
    expect(deviceType(mac, { maxTouchPoints: 1 })).toBe('desktop');
    expect(deviceType(mac, { maxTouchPoints: 5 })).toBe('tablet');
  });

  it('treats an empty or unknown user agent as a desktop, not a bot', () => {
    expect(deviceType('')).toBe('desktop');
    expect(isBot('')).toBe(false);
    expect(isPC('')).toBe(true);
  });

  it('never calls the in-app webview a PC, even on a tablet', () => {
    const ipadApp =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Gemlane/3.2.0';
    expect(isPC(ipadApp, { maxTouchPoints: 5 })).toBe(false);
    expect(isPC(ipadApp, { maxTouchPoints: 0 })).toBe(false);
  });
});

describe('browsers the crawler list or the generic rules got wrong', () => {
  it.each([
    [
      'Puffin on an Android phone (desktop Linux UA, AP suffix)',
      'Mozilla/5.0 (X11; U; Linux x86_64; en-gb) AppleWebKit/534.35 (KHTML, like Gecko) Chrome/11.0.696.65 Safari/534.35 Puffin/2.9174AP',
      'mobile',
    ],
    [
      'Puffin on an iPad (IT suffix)',
      'Mozilla/5.0 (X11; U; Linux x86_64; en-US) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/30.0.1599.114 Safari/537.36 Puffin/4.5.0IT',
      'desktop',
    ],
    [
      'Fennec on Android',
      'Mozilla/5.0 (Android; Linux armv7l; rv:10.0.1) Gecko/20100101 Firefox/10.0.1 Fennec/10.0.1',
      'mobile',
    ],
    ['Windows CE', 'Mozilla/5.0 (WindowsCE 6.0; rv:2.0.1) Gecko/20100101 Firefox/4.0.1', 'mobile'],
    [
      'a Coolpad phone (not a "pad")',
      'Mozilla/5.0 (Linux; Android 7.1.1; Coolpad 3632A Build/NMF26F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.125 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'a Galaxy Tab with a letter after its model number',
      'Mozilla/5.0 (Linux; U; Android 2.2; en-ca; GT-P1000M Build/FROYO) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1',
      'desktop',
    ],
    ['Lynx', 'Lynx/2.8.5rel.1 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/0.8.12', 'desktop'],
    ['w3m', 'w3m/0.5.1', 'desktop'],
    [
      'Konqueror on DragonFly',
      'Mozilla/5.0 (compatible; Konqueror/4.1; DragonFly) KHTML/4.1.4 (like Gecko)',
      'desktop',
    ],
    ['a Sony Ericsson feature phone', 'SonyEricssonT68/R201A', 'mobile'],
    [
      'Googlebot-Mobile dressed as a feature phone',
      'SAMSUNG-SGH-E250/1.0 Profile/MIDP-2.0 Configuration/CLDC-1.1 UP.Browser/6.2.3.3.c.1.101 (GUI) MMP/2.0 (compatible; Googlebot-Mobile/2.1; +http://www.google.com/bot.html)',
      'bot',
    ],
  ] as const)('%s', (_name, ua, site) => {
    expect(classifyDevice(ua)).toBe(site);
  });
});
