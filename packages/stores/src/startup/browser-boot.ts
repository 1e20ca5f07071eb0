// What both apps do first in the browser, before any call is made or any language is resolved.
import { adoptUrlLanguage, mirrorLanguageSettingCookie } from '../language/language-currency.ts';
import { mirrorSessionCookie } from '../session/session.ts';

export function bootBrowserState(): void {
  // A `?lang=` link is stored like a menu choice: the API calls and later pages speak it too.
  adoptUrlLanguage();
  // A server render for the language saved before the cookie mirror existed is redone here.
  mirrorLanguageSettingCookie();
  // The server sends a visitor on from a login-only page by this cookie (a session stored before
  // it existed gets it now).
  mirrorSessionCookie();
}
