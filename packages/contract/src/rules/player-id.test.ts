import { describe, expect, it } from 'vitest';
import {
  anchoredIdPattern,
  isPlayerIdFormat,
  isServerIdFormat,
  matchesIdPattern,
  NUMERIC_SERVER_ID_PATTERN,
} from './player-id.ts';

describe('player and server ID formats', () => {
  it('takes 4-32 letters, digits, _ or - as a player ID', () => {
    expect(isPlayerIdFormat('8123')).toBe(true);
    expect(isPlayerIdFormat('a'.repeat(32))).toBe(true);
    expect(isPlayerIdFormat('812')).toBe(false);
    expect(isPlayerIdFormat('a'.repeat(33))).toBe(false);
    expect(isPlayerIdFormat('81 23')).toBe(false);
    expect(isPlayerIdFormat('8123é')).toBe(false);
  });

  it('takes 1-20 of them as a server ID', () => {
    expect(isServerIdFormat('1')).toBe(true);
    expect(isServerIdFormat('os_asia')).toBe(true);
    expect(isServerIdFormat('')).toBe(false);
    expect(isServerIdFormat('x'.repeat(21))).toBe(false);
  });

  it("matches a game's own pattern whole, and a numeric server ID of 1-10 digits", () => {
    const pattern = anchoredIdPattern('\\d{9}|\\d{10}');
    expect(matchesIdPattern(pattern, '800000001')).toBe(true);
    expect(matchesIdPattern(pattern, '8000000011')).toBe(true);
    expect(matchesIdPattern(pattern, '80000000112')).toBe(false);
    expect(matchesIdPattern(NUMERIC_SERVER_ID_PATTERN, '2001')).toBe(true);
    expect(matchesIdPattern(NUMERIC_SERVER_ID_PATTERN, '20a1')).toBe(false);
    expect(matchesIdPattern(NUMERIC_SERVER_ID_PATTERN, '12345678901')).toBe(false);
  });

  it('lets anything through no pattern and nothing through an unreadable one', () => {
    expect(matchesIdPattern(null, 'anything')).toBe(true);
    expect(matchesIdPattern('^(unclosed$', 'unclosed')).toBe(false);
  });
});
