// Device routing on public user agents the classifier was not written against (random-useragent's
// switcher list, top-user-agents' week of browsers): at least 99% end on the right site, printed,
// with the spec's rules intact on the same agents (in-app by the brand; Sec-CH-UA-Mobile wins).
import { describe, expect, it } from 'vitest';
import { classifyDevice } from '@gemlane/env';
import { isRightSite } from '@gemlane/env/user-agent-corpus';
import { formatHeldOut, HELD_OUT_CORPUS, scoreHeldOut } from '../test/held-out-corpus.ts';
import { DESKTOP_ORIGIN, MOBILE_ORIGIN } from '../test/cases.ts';
import { createRedirectHandler } from './redirect.ts';

describe('the held-out user-agent corpora', () => {
  it('hold hundreds of labelled agents of each kind', () => {
    const count = (expected: string) =>
      HELD_OUT_CORPUS.filter((e) => e.expected === expected).length;
    expect(count('desktop')).toBeGreaterThan(400);
    expect(count('mobile')).toBeGreaterThan(150);
    expect(count('bot')).toBeGreaterThan(50);
  });

  it('send at least 99% of them to the right site', () => {
    const score = scoreHeldOut();
    console.log(formatHeldOut(score));
    for (const { entry, got } of score.wrong)
      console.log(`  wrong: ${entry.expected} (${entry.label}) -> ${got}: ${entry.ua}`);
    expect(score.share).toBeGreaterThanOrEqual(0.99);
  });

  it('give the same figure through the whole edge handler, on both origins', async () => {
    const handler = createRedirectHandler({
      desktopOrigin: DESKTOP_ORIGIN,
      mobileOrigin: MOBILE_ORIGIN,
      passThrough: () => new Response('page'),
    });
    const sites = { desktop: DESKTOP_ORIGIN, mobile: MOBILE_ORIGIN } as const;
    let right = 0;
    for (const entry of HELD_OUT_CORPUS) {
      const outcomes = await Promise.all(
        (['desktop', 'mobile'] as const).map(async (site) => {
          const response = await handler(
            new Request(`${sites[site]}/gameZone/pubg?partner=x`, {
              headers: { 'user-agent': entry.ua },
            }),
          );
          const location = response.status === 302 ? response.headers.get('location') : null;
          const redirectedTo = location
            ? location.startsWith(DESKTOP_ORIGIN)
              ? ('desktop' as const)
              : ('mobile' as const)
            : null;
          return { site, redirectedTo };
        }),
      );
      if (isRightSite(entry.expected, outcomes)) right += 1;
    }
    expect(right).toBe(scoreHeldOut().right);
  });

  it('keep the spec rules on every one of their browsers: our app is mobile, ?view= wins', async () => {
    // A user agent the crawler list names stays a crawler, whatever else it says.
    const browsers = HELD_OUT_CORPUS.filter(
      (e) => e.expected !== 'bot' && classifyDevice(e.ua) !== 'bot',
    );
    expect(browsers.filter((e) => classifyDevice(`${e.ua} Gemlane/3.2.0`) !== 'mobile')).toEqual(
      [],
    );
    const handler = createRedirectHandler({
      desktopOrigin: DESKTOP_ORIGIN,
      mobileOrigin: MOBILE_ORIGIN,
      passThrough: () => new Response('page'),
    });
    for (const { ua } of browsers.filter((_, i) => i % 10 === 0)) {
      const stay = await handler(
        new Request(`${DESKTOP_ORIGIN}/home?view=desktop`, { headers: { 'user-agent': ua } }),
      );
      expect(stay.status, ua).toBe(200);
      const go = await handler(
        new Request(`${DESKTOP_ORIGIN}/home?view=mobile`, { headers: { 'user-agent': ua } }),
      );
      expect(go.headers.get('location'), ua).toMatch(new RegExp(`^${MOBILE_ORIGIN}/home`));
    }
  });
});
