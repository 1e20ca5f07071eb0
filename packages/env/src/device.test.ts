import { describe, expect, it } from 'vitest';
import { deviceType, isBot, isInApp, isPC } from './device.ts';
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
