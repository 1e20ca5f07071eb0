import { createI18n } from '@gemlane/i18n';
import type { i18n as I18n } from 'i18next';

let ready: Promise<I18n> | null = null;

/** One English i18next instance shared by stories and component tests (the source pack). */
export function storyI18n(): Promise<I18n> {
  ready ??= (async () => {
    const controller = createI18n();
    await controller.initI18n({ language: 'en', search: null, storage: null });
    return controller.i18n;
  })();
  return ready;
}
