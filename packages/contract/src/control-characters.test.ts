import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterPaths,
  MAX_JSON_DEPTH,
  jsonTextDeeperThan,
} from './define.ts';
import { endpoints } from './endpoints.ts';

/** Every string field at the top of a request schema (optional and nullable ones included). */
function stringFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, field]) => {
      const probe = field.safeParse('probe');
      const issues = probe.success ? [] : probe.error.issues;
      // A string field: a string passes, or fails for a string rule rather than a type mismatch.
      return probe.success || issues.every((i) => i.code !== 'invalid_type');
    })
    .map(([name]) => name);
}

const CASES = Object.entries(endpoints).flatMap(([name, def]) =>
  stringFields(def.request).map((field) => [name, field] as const),
);

describe('control characters in every string field of every call', () => {
  it('finds the string fields of the table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES)('%s.%s refuses a NUL byte, a line break and an escape', (name, field) => {
    const def = endpoints[name as keyof typeof endpoints];
    for (const bad of ['a\u0000b', 'a\nb', '\u001b[31m', 'x\u007f', '\ud800']) {
      const parsed = def.request.safeParse({ [field]: bad });
      expect(parsed.success, `${name}.${field} ${JSON.stringify(bad)}`).toBe(false);
      const issues = parsed.success ? [] : parsed.error.issues;
      expect(
        issues.some((i) => i.path[0] === field && i.message === CONTROL_CHARACTERS_MESSAGE),
      ).toBe(true);
    }
  });

  it('reports nested strings and keys by path', () => {
    expect(controlCharacterPaths({ a: [{ b: 'ok' }, { c: 'x\u0000' }], 'k\u0001': 1 })).toEqual([
      ['a', 1, 'c'],
      ['k\u0001'],
    ]);
    expect(controlCharacterPaths({ name: 'Zoë 日本 😀' })).toEqual([]);
  });
});

describe('deep values', () => {
  const nested = (depth: number, leaf: unknown = 1): unknown =>
    JSON.parse(`${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`);

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(controlCharacterPaths(nested(100_000, 'x\u0000'))).toHaveLength(1);
    expect(controlCharacterPaths(nested(100_000, 'fine'))).toEqual([]);
  });

  it('counts nesting depth from the text, whatever brackets the strings hold', () => {
    const deep = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
    expect(jsonTextDeeperThan('1')).toBe(false);
    expect(jsonTextDeeperThan('')).toBe(false);
    expect(jsonTextDeeperThan(deep(MAX_JSON_DEPTH - 1, '[]'))).toBe(false);
    expect(jsonTextDeeperThan(deep(MAX_JSON_DEPTH, '[]'))).toBe(true);
    expect(jsonTextDeeperThan('{"a":[{"b":{}}]}', 3)).toBe(true);
    expect(jsonTextDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    // Siblings are not nesting: depth goes back down after each.
    expect(jsonTextDeeperThan('[[1],[2],[3],{"a":1}]', 2)).toBe(false);
    // Brackets and escaped quotes inside strings are text, not nesting.
    expect(jsonTextDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\"' }), 1)).toBe(
      false,
    );
    expect(jsonTextDeeperThan(JSON.stringify(['\\', [['x']]]), 2)).toBe(true);
    expect(jsonTextDeeperThan(deep(100_000))).toBe(true);
  });
});
