// In-app, device type, PC and bot detection from the user agent (spec section 1).
// bowser classifies the platform (its maintained device and crawler lists beat our own regexes on
// the long tail); the corrections below cover what a user agent alone cannot tell bowser.
import Bowser from 'bowser';
import { BRAND } from './brand.ts';

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'bot';

export interface DeviceHints {
  /** `navigator.maxTouchPoints`: tells an iPad in desktop mode (Mac UA) from a Mac. */
  maxTouchPoints?: number;
}

const IN_APP = new RegExp(BRAND, 'i');

// Crawlers and link unfurlers bowser does not list (Applebot poses as an iPhone, Twitterbot,
// WhatsApp, AhrefsBot...). `+http` is the contact URL only bots put in a UA; `bot/` needs the
// slash so phone brands like "CUBOT X30" stay phones.
const EXTRA_BOTS =
  /\+https?:\/\/|\w+bot\/\d|\bbot\b|crawler|spider|slurp|facebookexternalhit|whatsapp\/|twitterbot|applebot|linkedinbot|pinterestbot|telegrambot|discordbot|bytespider|petalbot|semrushbot|ahrefsbot|mj12bot|ia_archiver/i;

// iPadOS 13+ Safari asks for the desktop site with a Mac UA; only touch points give it away.
// `Macintosh` only: iPhone UAs say "like Mac OS X".
const MAC = /macintosh/i;
const IPAD_TOUCH_POINTS = 1;

/** Our own app's webview: the brand name anywhere in the UA, any case. */
export function isInApp(ua: string): boolean {
  return IN_APP.test(ua);
}

// bowser throws on an empty UA; a missing UA reads as "unknown".
function platformType(ua: string): string | undefined {
  return ua.trim() === '' ? undefined : Bowser.parse(ua).platform.type;
}

export function isBot(ua: string): boolean {
  return EXTRA_BOTS.test(ua) || platformType(ua) === 'bot';
}

export function deviceType(ua: string, hints: DeviceHints = {}): DeviceType {
  if (isBot(ua)) return 'bot';
  if (MAC.test(ua) && (hints.maxTouchPoints ?? 0) > IPAD_TOUCH_POINTS) return 'tablet';
  const type = platformType(ua);
  if (type === 'mobile' || type === 'tablet') return type;
  // Desktop, TV and the unknown (ChromeOS, empty UA) get the PC layout.
  return 'desktop';
}

/** PC = not in the app and device type not mobile (spec section 1): tablets and bots count as PC. */
export function isPC(ua: string, hints: DeviceHints = {}): boolean {
  return !isInApp(ua) && deviceType(ua, hints) !== 'mobile';
}
