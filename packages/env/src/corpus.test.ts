// The routing rule against public corpora of real user agents (test/user-agent-corpus/README.md):
// at least 99% must end on the right site, judged by each corpus' own device labels.
import { describe, expect, it } from 'vitest';
import {
  formatScore,
  isRightSite,
  outcomesFor,
  score,
  USER_AGENT_CORPUS,
} from '../test/user-agent-corpus/corpus.ts';
import { classifyDevice } from './device.ts';

describe('the user-agent corpus', () => {
  it('holds hundreds of real user agents of each kind', () => {
    const count = (expected: string) =>
      USER_AGENT_CORPUS.filter((entry) => entry.expected === expected).length;
    expect(count('mobile')).toBeGreaterThan(300);
    expect(count('desktop')).toBeGreaterThan(100);
    expect(count('bot')).toBeGreaterThan(1000);
  });

  it('sends at least 99% of it to the right site', () => {
    const result = score(
      USER_AGENT_CORPUS.map((entry) => ({
        entry,
        right: isRightSite(entry.expected, outcomesFor(classifyDevice(entry.ua))),
      })),
    );
    console.log(formatScore('classifyDevice on the corpus', result));
    for (const miss of result.wrong.slice(0, 20)) {
      console.log(`  wrong: ${miss.label} -> ${classifyDevice(miss.ua)}: ${miss.ua}`);
    }
    expect(result.share).toBeGreaterThanOrEqual(0.99);
  });

  it('sends every one of its browsers to the mobile site inside our app, whatever the device', () => {
    const browsers = USER_AGENT_CORPUS.filter((entry) => entry.expected !== 'bot');
    const notMobile = browsers.filter(
      (entry) => classifyDevice(`${entry.ua} Gemlane/3.2.0`) !== 'mobile',
    );
    expect(notMobile.map((entry) => entry.ua)).toEqual([]);
  });

  it('lets Sec-CH-UA-Mobile decide for every browser of it', () => {
    const browsers = USER_AGENT_CORPUS.filter((entry) => entry.expected !== 'bot');
    for (const { ua } of browsers) {
      expect(classifyDevice(ua, '?1')).toBe('mobile');
      expect(classifyDevice(ua, '?0')).toBe('desktop');
    }
  });
});
