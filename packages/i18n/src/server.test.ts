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
