import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { ROUTES_META } from './generated/routes.ts';
import { routesMetaOf } from './routes-meta.ts';

describe('the generated route table (src/generated/routes.ts)', () => {
  it('is up to date with the endpoints table: run `pnpm --filter @gemlane/contract run generate`', () => {
    expect(Object.keys(ROUTES_META)).toEqual(Object.keys(endpoints));
    expect(ROUTES_META).toStrictEqual(routesMetaOf(endpoints));
  });

  it('carries the flags the client needs and nothing else', () => {
    expect(ROUTES_META.getUserInfoDetail).toStrictEqual({
      method: 'GET',
      path: '/api/user/getUserInfoDetail',
    });
    for (const [name, def] of Object.entries(endpoints)) {
      const meta: Record<string, unknown> = ROUTES_META[name as keyof typeof ROUTES_META];
      expect(meta.fullResponse, name).toBe(def.fullResponse);
      expect(meta.hideError, name).toBe(def.hideError);
      expect(meta.multipart, name).toBe(def.multipart);
      expect(
        Object.keys(meta).every((k) => !['request', 'response', 'auth', 'summary'].includes(k)),
      ).toBe(true);
    }
  });

  it('imports nothing, so it never pulls zod or a schema into a bundle', () => {
    const text = readFileSync(new URL('./generated/routes.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/\bimport\b|\brequire\(/);
  });
});

describe('the plain constants modules', () => {
  const RULES = [
    'account',
    'cards',
    'money',
    'fees',
    'coupons',
    'method-limits',
    'player-id',
    'order-status',
    'price-points',
    'index',
  ].map((name) => `rules/${name}.ts`);

  it.each(['constants.ts', ...RULES])('%s does not import zod or a schema file', (file) => {
    const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    // A type-only import is erased from the bundle; any other import must be a plain module.
    const imports = [...text.matchAll(/^(?:import|export)(?! type)[^;]*? from '([^']+)'/gms)].map(
      (m) => new URL(m[1] ?? '', new URL(`./${file}`, import.meta.url)).pathname,
    );
    const plain = ['languages.ts', 'constants.ts', ...RULES].map(
      (f) => new URL(`./${f}`, import.meta.url).pathname,
    );
    expect(imports.every((source) => plain.includes(source))).toBe(true);
  });
});
