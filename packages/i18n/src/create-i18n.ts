// The default controller: the whole English pack bundled (both apps' default, Storybook, tests).
import { createI18nController, type CreateI18nOptions, type I18nController } from './controller.ts';
import en from './packs/en.ts';

export { DEFAULT_NAMESPACE, createI18nController } from './controller.ts';
export type {
  CreateI18nControllerOptions,
  CreateI18nOptions,
  EnglishSource,
  I18nController,
  InitI18nOptions,
} from './controller.ts';

/** The controller with the whole English pack bundled: the default of both apps. */
export function createI18n(options: CreateI18nOptions = {}): I18nController {
  return createI18nController({ ...options, english: { bundled: en } });
}
