// Which layout a request should get, from its user agent and the Sec-CH-UA-Mobile client hint.
// Regex-only on purpose (it runs on every navigation at the edge), unlike @gemlane/env's bowser
// parse; and the edge's rules differ from isPC: tablets in mobile form get the mobile app, and an
// unrecognisable agent is left where it is instead of being called a PC.
import { BRAND } from '@gemlane/env';

/** What the edge decides a client is; `unknown` is the safe default (never redirected). */
export type DeviceClass = 'mobile' | 'desktop' | 'bot' | 'unknown';

/** Our own in-app webview carries the brand name in its user agent (spec section 1). */
export const IN_APP_PATTERN = new RegExp(BRAND, 'i');

/** Longer user agents than this are treated as garbage rather than parsed. */
export const MAX_USER_AGENT_LENGTH = 2048;

// Crawlers, link unfurlers and archivers. `+http` marks the contact URL only bots put in a UA;
// name/version forms (`Googlebot/2.1`) avoid phone brands such as "CUBOT X30".
const BOT_PATTERN =
  /\+https?:\/\/|(?:bot|crawler|spider|crawl)\/|\bbot\b|googlebot|google-inspectiontool|googleother|storebot-google|adsbot|mediapartners-google|apis-google|feedfetcher|bingpreview|duckduckbot|duckassistbot|baiduspider|yandex(?:bot|images|mobilebot|accessibilitybot)|applebot|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp\/|linkedinbot|pinterestbot|redditbot|skypeuripreview|embedly|quora link preview|vkshare|w3c_validator|ia_archiver|archive\.org_bot|petalbot|bytespider|semrushbot|ahrefsbot|mj12bot|dotbot|seznambot|slurp|exabot|gptbot|claudebot|ccbot|perplexitybot/i;

// Phones and phone-class browsers (Opera Mini and UC report no OS token on feature phones).
const PHONE_PATTERN =
  /iphone|ipod|android.*mobile|mobile.*android|windows phone|iemobile|opera mini|opera mobi|blackberry|bb10|kaios|webos|symbian|series ?60|j2me|midp|ucbrowser|ucweb|miuibrowser|samsungbrowser.*mobile|\bmobile\b|\bmobi\b/i;

// Tablets that announce themselves: the pre-iPadOS-13 iPad UA, Android without "Mobile",
// Kindle/Silk devices (KF* model codes) and other named tablets.
const TABLET_PATTERN =
  /ipad|android|\btablet\b|kindle|\bkf[a-z]{2,4}\b|silk-accelerated|playbook|nexus (?:7|9|10)\b/i;

// Positive desktop signals: a UA must name a desktop OS to be sent to the desktop site.
const DESKTOP_PATTERN =
  /windows nt|macintosh|mac os x|x11|linux x86_64|linux i686|cros|freebsd|openbsd/i;

// Printable ASCII only: anything else is not a user agent a browser sends.
const PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * Classifies a client. `mobileHint` is the raw `Sec-CH-UA-Mobile` header (`?1` / `?0`) when the
 * browser sends it: `?1` settles "phone"; `?0` rules out a phone but not a tablet in mobile form.
 */
export function classifyDevice(
  userAgent: string | null | undefined,
  mobileHint?: string | null,
): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (ua === '' || ua.length > MAX_USER_AGENT_LENGTH || !PRINTABLE.test(ua)) return 'unknown';
  if (BOT_PATTERN.test(ua)) return 'bot';
  if (IN_APP_PATTERN.test(ua)) return 'mobile';
  const hint = mobileHint?.trim();
  if (hint === '?1') return 'mobile';
  if (TABLET_PATTERN.test(ua)) return 'mobile';
  if (hint === '?0') return DESKTOP_PATTERN.test(ua) ? 'desktop' : 'unknown';
  if (PHONE_PATTERN.test(ua)) return 'mobile';
  if (DESKTOP_PATTERN.test(ua)) return 'desktop';
  return 'unknown';
}
