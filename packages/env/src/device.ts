// In-app, device type, PC and crawler detection (docs/product.md §1): the one classifier of the product.
// The edge redirect (apps/edge) and both apps use it, so a request is sent to the site whose app
// then agrees it is on the right one.
//
// Spec: "PC means not in the app and device type not mobile". So only phones get the mobile
// site; tablets (iPad, Android without "Mobile", Kindle), TVs and consoles are PCs; our own
// app's webview is always mobile. Crawlers come from `isbot`, a maintained pattern list.
//
// Regex-only on purpose: it runs on every navigation at the edge and in the first chunk of both
// apps. Checked against public corpora of real user agents (test/user-agent-corpus).
import { isbot } from 'isbot';
import { IN_APP_PATTERN, isInApp } from './brand.ts';

export { IN_APP_PATTERN, isInApp };

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'bot';

/** What the edge decides a client is; `unknown` (garbage, curl) is never redirected. */
export type DeviceClass = 'mobile' | 'desktop' | 'bot' | 'unknown';

export interface DeviceHints {
  /** `navigator.maxTouchPoints`: tells an iPad in desktop mode (Mac UA) from a Mac. */
  maxTouchPoints?: number;
  /**
   * The raw `Sec-CH-UA-Mobile` request header (`?1` / `?0`) when the browser sends it. It states
   * what the user agent string may hide (reduced UAs, "request desktop site"), so it wins over the
   * UA for everything but our own app.
   */
  mobileHint?: string | null;
}

/** Longer user agents than this are treated as garbage rather than parsed. */
export const MAX_USER_AGENT_LENGTH = 2048;

// Printable ASCII only: anything else is not a user agent a browser sends.
const PRINTABLE = /^[\x20-\x7e]+$/;

// Big-screen and non-phone devices whose UA can carry phone words (the New Nintendo 3DS says
// "like iPhone ... Mobile", some TV boxes "Mobile Safari"): never phones.
const OTHER_DEVICE =
  /nintendo|playstation|xbox|ouya|smart[-_ ]?tv|hbbtv|(?:\b|_|smart|android|google|apple|fire|beyond|portal|mi|hi|i)a?tv(?![a-z])|tv ?box|\bdtv\b|nettv|chromecast|\bcrkey\b|\broku\b|mibox|web0s|netcast|\bbravia\b|\bviera\b|\baquos\b|\baft[a-z]{1,4}\d*\b|\bvr\b|oculus|\bshield\b/i;

// Tablets: the iPad, tablets that say so, Kindle/Silk (KF* model codes), and model codes of
// tablets that still send "Mobile" (Galaxy Tab, Nexus 7/9/10, Xoom, PlayBook, TouchPad).
const TABLET =
  /ipad|\/apad\b|tablet|kindle|\bsilk\b|\bkf[a-z]{2,6}\b|playbook|touchpad|\bxoom\b|nexus (?:7|9|10)\b|\bpad\b|(?<!cool)pad ?\d|mediapad|matepad|\btab\b|\btab ?[a-z]?\d|\bmid[-_ ]?\d|\b(?:sm-[tpx]\d{3}|gt-p\d{4}[a-z]?|gt-n[58]\d{3}|sch-i800|sgh-t849|lenovo tb|tb[-\d]\d*-?[a-z]\d{3}|opd\d{4}|(?:ags|agr|agm|bah|btv|cmr|cpn|dby|dbr|brt|gdi|jdn|kob|mon|sht|scm|vrd)\d?-[a-z]{1,2}\d{2})\b/i;

// Phones: iOS phones, Android that says "Mobile", Windows Phone (Lumia, also in its desktop
// mode "WPDesktop"), BlackBerry, KaiOS/Firefox OS, Opera Mini, and feature phones (J2ME/MIDP,
// Symbian/S40/S60, WAP browsers, the Japanese carriers' UAs).
const PHONE =
  /iphone|ipod|\bmobile\b|\bmobi\b|windows phone|iemobile|wpdesktop|zunewp7|xblwp7|lumia|windows ?ce|\bbolt\/|fennec|minimo|opera mini|blackberry|\bbb10\b|kaios|webos|palm|midp|cldc|j2me|symbian|symbos|series ?[346]0|\bs60\b|nokia|maemo|meego|sailfish|\bbada\b|\bbrew\b|netfront|obigo|up\.browser|up\.link|openwave|teleca|polaris|docomo|foma|jig browser|kddi-|softbank|vodafone\/|j-phone|willcom|ddipocket|sonyericsson|samsung-|\blg-|\bmot-|\bsie-|alcatel|\bzte[- ]|huawei[^;)]*\bu\d|ucweb|\bphone\b/i;

// An Android device that does not say "Mobile" is a tablet or a laptop (Chrome's own convention):
// on Android only these phone signs count, not the brand names of the list above (Nokia, Alcatel,
// ZTE... make tablets too).
const ANDROID = /android|\badr\b/i;
const ANDROID_PHONE = /\bmobile\b|\bmobi\b|opera mini|windows phone|midp|ucweb|kaios|fennec/i;

// Positive desktop signals: a UA must name a desktop OS to be called a PC when the client hint
// is absent (anything else is `unknown` at the edge and is served where it is).
const DESKTOP =
  /windows|win(?:32|64|9[58]|nt)|macintosh|mac os x|mac_powerpc|x11|linux|cros|bsd|dragonfly|sunos|beos|haiku|os\/2|amigaos|\bfuchsia\b/i;

/** Crawlers, link unfurlers, monitors and HTTP libraries, by `isbot`'s maintained patterns. */
export function isBot(ua: string): boolean {
  return ua.trim() !== '' && !DESKTOP_BROWSER.test(ua) && !isFeaturePhone(ua) && isbot(ua);
}

// Puffin renders in the cloud and sends a Linux desktop UA; its version's suffix names the device:
// `AP`/`IP` an Android or iOS phone, `AT`/`IT` a tablet, `M` a phone.
const PUFFIN = /\bpuffin\/[\d.]+([ai][pt]|m)\b/i;

// Browsers people read with that isbot lists as clients (text browsers, small desktop browsers):
// a person at a desktop, sent to the desktop site like any other PC.
const DESKTOP_BROWSER =
  /^(?:lynx|w3m|elinks|links)\/|^avant browser\/|\bdillo\b|\bnetsurf\/|\bkonqueror\/[\d.]+;[^)]*\b(?:linux|x11|bsd|dragonfly)\b/i;

// A feature phone's own browser names its maker and model first (`SonyEricssonT68/R201A`,
// `SAMSUNG-S8000/...`, `BlackBerry7520/...`); without "Mozilla" isbot takes it for a client.
// A crawler dressed as one (Googlebot-Mobile) still says what it is.
const FEATURE_PHONE = /^(?:sonyericsson|samsung-|nokia|blackberry\d|lg-|mot-|sie-)[\w-]*\//i;
const CRAWLER_WORD = /bot\b|bot\/|crawl|spider|-agent\b/i;
const isFeaturePhone = (ua: string) => FEATURE_PHONE.test(ua) && !CRAWLER_WORD.test(ua);

/** The device a browser user agent names: phone, tablet, desktop, or `null` when it names none. */
export function uaDevice(ua: string): 'mobile' | 'tablet' | 'desktop' | null {
  const puffin = PUFFIN.exec(ua)?.[1]?.toLowerCase();
  if (puffin) return puffin.endsWith('t') ? 'tablet' : 'mobile';
  if (OTHER_DEVICE.test(ua)) return 'desktop';
  if (TABLET.test(ua)) return 'tablet';
  if (ANDROID.test(ua)) return ANDROID_PHONE.test(ua) ? 'mobile' : 'tablet';
  if (PHONE.test(ua)) return 'mobile';
  if (DESKTOP.test(ua) || DESKTOP_BROWSER.test(ua)) return 'desktop';
  return null;
}

function readHint(hint: string | null | undefined): boolean | null {
  const value = hint?.trim();
  return value === '?1' ? true : value === '?0' ? false : null;
}

// iPadOS 13+ Safari asks for the desktop site with a Mac UA; only touch points give it away.
// `Macintosh` only: iPhone UAs say "like Mac OS X".
const MAC = /macintosh/i;
const IPAD_TOUCH_POINTS = 1;

export function deviceType(ua: string, hints: DeviceHints = {}): DeviceType {
  if (isBot(ua)) return 'bot';
  const hint = readHint(hints.mobileHint);
  if (hint === true) return 'mobile';
  if (MAC.test(ua) && (hints.maxTouchPoints ?? 0) > IPAD_TOUCH_POINTS) return 'tablet';
  const device = uaDevice(ua);
  if (hint === false) return device === 'mobile' ? 'desktop' : (device ?? 'desktop');
  // Desktop, TV, console and the unknown (empty UA) get the PC layout.
  return device ?? 'desktop';
}

/** PC = not in the app and device type not mobile (docs/product.md §1): tablets and bots count as PC. */
export function isPC(ua: string, hints: DeviceHints = {}): boolean {
  return !isInApp(ua) && deviceType(ua, hints) !== 'mobile';
}

/**
 * The edge's question: which site a request belongs on. `mobile` = not a PC (our app, or a phone);
 * `desktop` = a PC; `bot` is served where it asked; `unknown` (no, garbage or unrecognisable UA
 * and no hint) is served where it asked too.
 */
export function classifyDevice(
  userAgent: string | null | undefined,
  mobileHint?: string | null,
): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (ua === '' || ua.length > MAX_USER_AGENT_LENGTH || !PRINTABLE.test(ua)) return 'unknown';
  if (isBot(ua)) return 'bot';
  if (isInApp(ua)) return 'mobile';
  const hint = readHint(mobileHint);
  if (hint !== null) return hint ? 'mobile' : 'desktop';
  const device = uaDevice(ua);
  if (device === null) return 'unknown';
  return device === 'mobile' ? 'mobile' : 'desktop';
}
