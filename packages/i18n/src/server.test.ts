import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerTranslator, readLanguagePacks, translate } from './server.ts';

describe('@gemlane/i18n/server translate', () => {
  it('answers in the x-locale language', () => {
    expect(translate('de', 'errors.loginFailed')).toBe('Anmeldung fehlgeschlagen');
    expect(translate('en', 'errors.loginFailed')).toBe('Login failed');
  });

  it('falls back to English for a missing, unsupported or region-tagged locale', () => {
    expect(translate(undefined, 'errors.systemException')).toBe('System Exception');
    expect(translate('pt-BR', 'errors.systemException')).toBe('System Exception');
    expect(translate('DE-de', 'errors.systemError')).toBe('Systemfehler');
  });

  it('fills in {{placeholders}}', () => {
    expect(translate('en', 'languagePopup.switchTips', { language: 'Deutsch' })).toBe(
      'Switch to Deutsch',
    );
    expect(translate('de', 'emailBinding.codeSent', { email: 'a@b.co' })).toBe(
      'Ein Bestätigungscode wurde an a@b.co gesendet.',
    );
  });

  it('chooses plural forms per language', () => {
    expect(translate('en', 'coupon.availableCount', { count: 1 })).toBe('1 coupon available');
    expect(translate('en', 'coupon.availableCount', { count: 3 })).toBe('3 coupons available');
    expect(translate('de', 'coupon.availableCount', { count: 3 })).toBe('3 Gutscheine verfügbar');
  });
});

describe('the filling of messages that only name values', () => {
  it('gives what i18next gives, for every message of every language, a value missing or not', () => {
    const translator = createServerTranslator();
    const packs = readLanguagePacks();
    const byI18next = (lng: string, key: string, vars: Record<string, unknown>) =>
      (translator.i18n.getFixedT(lng) as (k: string, o: Record<string, unknown>) => string)(
        key,
        vars,
      );
    const leaves = (tree: unknown, path: string[] = []): [string, string][] =>
      typeof tree === 'string'
        ? [[path.join('.'), tree]]
        : Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
            leaves(v, [...path, k]),
          );
    let compared = 0;
    for (const [lng, pack] of Object.entries(packs))
      for (const [key, text] of leaves(pack)) {
        const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
        if (names.length === 0 || names.includes('count')) continue;
        const all = Object.fromEntries(names.map((n, i) => [n, i % 2 ? i * 7 : `<${n}> & $`]));
        const oneMissing = Object.fromEntries(names.slice(1).map((n) => [n, n]));
        const loose = translator.translate as (l: string, k: string, v: object) => string;
        expect(loose(lng, key, all), `${lng} ${key}`).toBe(byI18next(lng, key, all));
        expect(loose(lng, key, oneMissing), `${lng} ${key}`).toBe(byI18next(lng, key, oneMissing));
        compared += 1;
      }
    expect(compared).toBeGreaterThan(500);
  });
});

describe('createServerTranslator over a folder', () => {
  function folder(files: Record<string, unknown>): string {
    const dir = mkdtempSync(join(tmpdir(), 'gemlane-i18n-'));
    for (const [path, content] of Object.entries(files)) {
      const [lng] = path.split('/');
      mkdirSync(join(dir, lng ?? ''), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(content));
    }
    return dir;
  }

  it('merges every section file of a language and uses English for what a language lacks', () => {
    const dir = folder({
      'en/server.json': { orderNotFound: 'Order not found', hello: 'Hello {{name}}' },
      'en/errors.json': { loginFailed: 'Login failed' },
      'fr/server.json': { orderNotFound: 'Commande introuvable' },
    });
    const packs = readLanguagePacks(dir);
    expect(Object.keys(packs.en).sort()).toEqual(['errors', 'server']);
    expect(packs.ja).toEqual({});

    const { translate: t } = createServerTranslator(dir);
    const loose = t as (lng: string, key: string, vars?: Record<string, unknown>) => string;
    expect(loose('fr', 'server.orderNotFound')).toBe('Commande introuvable');
    expect(loose('fr', 'server.hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(loose('ja', 'errors.loginFailed')).toBe('Login failed');
  });
});
