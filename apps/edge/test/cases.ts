// The edge contract as data: every case runs against the handler in Node and in workerd.
import { USER_AGENTS } from './user-agents.ts';

export const DESKTOP_ORIGIN = 'https://www.gemlane.test';
export const MOBILE_ORIGIN = 'https://m.gemlane.test';

export const PHONE_UA = USER_AGENTS.find((c) => c.name === 'iPhone Safari 17')!.ua;
export const PC_UA = USER_AGENTS.find((c) => c.name === 'Windows Chrome')!.ua;
export const GOOGLEBOT_UA = USER_AGENTS.find((c) => c.name === 'Googlebot smartphone')!.ua;

export interface EdgeCase {
  name: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** `null`: served where it is (no redirect). */
  location: string | null;
  /** The `gl_view` value the response must set, or `null` for no cookie. */
  remembers?: 'desktop' | 'mobile' | null;
}

const origin = { desktop: DESKTOP_ORIGIN, mobile: MOBILE_ORIGIN } as const;

/** Every real user agent on both origins: redirected only when it is on the wrong one. */
export const USER_AGENT_CASES: EdgeCase[] = USER_AGENTS.flatMap((c) =>
  (['desktop', 'mobile'] as const).map((site) => {
    const path = '/gameZone/pubg?partner=x';
    const headers: Record<string, string> = { 'user-agent': c.ua };
    if (c.hint) headers['sec-ch-ua-mobile'] = c.hint;
    const wrongSite = c.expected !== 'bot' && c.expected !== site;
    return {
      name: `${c.kind} ${c.name} on the ${site} origin`,
      url: `${origin[site]}${path}`,
      headers,
      location: wrongSite ? `${origin[c.expected as 'desktop' | 'mobile']}${path}` : null,
    };
  }),
);

const phone = { 'user-agent': PHONE_UA };
const pc = { 'user-agent': PC_UA };

/** Paths, queries, choices, hints, assets, /api and hostile input. */
export const BEHAVIOUR_CASES: EdgeCase[] = [
  // The issue's own example, both ways
  {
    name: 'phone on desktop /gameZone/pubg?partner=x',
    url: `${DESKTOP_ORIGIN}/gameZone/pubg?partner=x`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/gameZone/pubg?partner=x`,
  },
  {
    name: 'PC on mobile /gameZone/pubg?partner=x',
    url: `${MOBILE_ORIGIN}/gameZone/pubg?partner=x`,
    headers: pc,
    location: `${DESKTOP_ORIGIN}/gameZone/pubg?partner=x`,
  },
  // Path and query preserved exactly
  {
    name: 'utm and partner query kept in order',
    url: `${DESKTOP_ORIGIN}/gameZone/pubg?partner=x&utm_source=y&utm_medium=z`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/gameZone/pubg?partner=x&utm_source=y&utm_medium=z`,
  },
  { name: 'root path', url: `${DESKTOP_ORIGIN}/`, headers: phone, location: `${MOBILE_ORIGIN}/` },
  {
    name: 'unicode path is kept (percent-encoded)',
    url: `${DESKTOP_ORIGIN}/blog/原神-攻略?q=ü`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/blog/%E5%8E%9F%E7%A5%9E-%E6%94%BB%E7%95%A5?q=%C3%BC`,
  },
  {
    name: 'encoded characters stay encoded (%23 is not a hash, %2F not a slash)',
    url: `${MOBILE_ORIGIN}/search/a%23b%2Fc?q=a%26b%3Dc&x=%20y+z`,
    headers: pc,
    location: `${DESKTOP_ORIGIN}/search/a%23b%2Fc?q=a%26b%3Dc&x=%20y+z`,
  },
  {
    name: 'empty query and valueless flags kept',
    url: `${DESKTOP_ORIGIN}/help?flag&empty=`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/help?flag&empty=`,
  },
  {
    name: 'trailing slash kept',
    url: `${DESKTOP_ORIGIN}/gameZone/`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/gameZone/`,
  },
  {
    name: 'dot segments are resolved by URL parsing, never leave the origin',
    url: `${DESKTOP_ORIGIN}/a/../../b?c=1`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/b?c=1`,
  },
  // No open redirect
  {
    name: 'protocol-relative path stays a path on the mobile origin',
    url: `${DESKTOP_ORIGIN}//evil.example/x?y=1`,
    headers: phone,
    location: `${MOBILE_ORIGIN}//evil.example/x?y=1`,
  },
  {
    name: 'backslash path stays on the mobile origin',
    url: `${DESKTOP_ORIGIN}/\\evil.example/x`,
    headers: phone,
    location: `${MOBILE_ORIGIN}//evil.example/x`,
  },
  {
    name: 'a URL in the query is only a query',
    url: `${DESKTOP_ORIGIN}/login?redirect=https%3A%2F%2Fevil.example%2F`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/login?redirect=https%3A%2F%2Fevil.example%2F`,
  },
  {
    name: 'spoofed Host header is ignored for the target',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...phone, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    location: `${MOBILE_ORIGIN}/home`,
  },
  {
    name: 'a request for another host is never redirected',
    url: 'https://evil.example/home',
    headers: phone,
    location: null,
  },
  {
    name: 'same host on another port is another origin',
    url: 'https://www.gemlane.test:8443/home',
    headers: phone,
    location: null,
  },
  // Missing and garbage user agents: safe default, served where they are
  { name: 'missing UA on desktop', url: `${DESKTOP_ORIGIN}/home`, location: null },
  { name: 'missing UA on mobile', url: `${MOBILE_ORIGIN}/home`, location: null },
  {
    name: 'empty UA',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { 'user-agent': '' },
    location: null,
  },
  {
    name: 'whitespace UA',
    url: `${MOBILE_ORIGIN}/home`,
    headers: { 'user-agent': '   ' },
    location: null,
  },
  {
    name: 'garbage UA',
    url: `${MOBILE_ORIGIN}/home`,
    headers: { 'user-agent': 'asdf qwerty' },
    location: null,
  },
  {
    name: 'curl',
    url: `${MOBILE_ORIGIN}/home`,
    headers: { 'user-agent': 'curl/8.5.0' },
    location: null,
  },
  {
    name: 'non-ASCII UA',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) ü' },
    location: null,
  },
  {
    name: 'oversized UA',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { 'user-agent': `Mozilla/5.0 (iPhone; ${'x'.repeat(3000)})` },
    location: null,
  },
  // Client hints
  {
    name: 'hint ?1 with a frozen desktop-looking UA is a phone',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...pc, 'sec-ch-ua-mobile': '?1' },
    location: `${MOBILE_ORIGIN}/home`,
  },
  {
    name: 'hint ?0 with a phone UA (desktop-site request) stays on desktop',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'sec-ch-ua-mobile': '?0',
    },
    location: null,
  },
  {
    // Spec: a tablet is a PC.
    name: 'hint ?0 from an Android tablet gets the desktop site',
    url: `${MOBILE_ORIGIN}/home`,
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'sec-ch-ua-mobile': '?0',
    },
    location: `${DESKTOP_ORIGIN}/home`,
  },
  {
    name: 'our app on a tablet stays mobile even with hint ?0',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; SM-X700 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Safari/537.36 Gemlane/1.0',
      'sec-ch-ua-mobile': '?0',
    },
    location: `${MOBILE_ORIGIN}/home`,
  },
  {
    name: 'garbage hint is ignored',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...phone, 'sec-ch-ua-mobile': 'yes' },
    location: `${MOBILE_ORIGIN}/home`,
  },
  // ?view= wins and is remembered
  {
    name: 'phone asks for desktop on desktop: stays, remembered',
    url: `${DESKTOP_ORIGIN}/home?view=desktop`,
    headers: phone,
    location: null,
    remembers: 'desktop',
  },
  {
    name: 'PC asks for mobile on mobile: stays, remembered',
    url: `${MOBILE_ORIGIN}/home?view=mobile`,
    headers: pc,
    location: null,
    remembers: 'mobile',
  },
  {
    name: 'phone switch link on mobile goes to desktop, remembered here and carried',
    url: `${MOBILE_ORIGIN}/gameZone/pubg?partner=x&view=desktop`,
    headers: phone,
    location: `${DESKTOP_ORIGIN}/gameZone/pubg?partner=x&view=desktop`,
    remembers: 'desktop',
  },
  {
    name: 'PC switch link on desktop goes to mobile',
    url: `${DESKTOP_ORIGIN}/home?view=mobile`,
    headers: pc,
    location: `${MOBILE_ORIGIN}/home?view=mobile`,
    remembers: 'mobile',
  },
  {
    name: 'view with a missing UA is still honoured',
    url: `${DESKTOP_ORIGIN}/home?view=mobile`,
    location: `${MOBILE_ORIGIN}/home?view=mobile`,
    remembers: 'mobile',
  },
  {
    name: 'unknown view value is ignored',
    url: `${DESKTOP_ORIGIN}/home?view=tablet`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/home?view=tablet`,
  },
  {
    name: 'view already in the cookie is not set again',
    url: `${DESKTOP_ORIGIN}/home?view=desktop`,
    headers: { ...phone, cookie: 'gl_view=desktop' },
    location: null,
    remembers: null,
  },
  {
    name: 'view param beats a contrary cookie',
    url: `${DESKTOP_ORIGIN}/home?view=mobile`,
    headers: { ...pc, cookie: 'gl_view=desktop' },
    location: `${MOBILE_ORIGIN}/home?view=mobile`,
    remembers: 'mobile',
  },
  // The cookie wins over the device
  {
    name: 'phone with desktop cookie stays on desktop',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...phone, cookie: 'a=1; gl_view=desktop; b=2' },
    location: null,
  },
  {
    name: 'PC with mobile cookie stays on mobile',
    url: `${MOBILE_ORIGIN}/home`,
    headers: { ...pc, cookie: 'gl_view=mobile' },
    location: null,
  },
  {
    name: 'phone with desktop cookie on mobile goes to desktop carrying the choice',
    url: `${MOBILE_ORIGIN}/home?partner=x`,
    headers: { ...phone, cookie: 'gl_view=desktop' },
    location: `${DESKTOP_ORIGIN}/home?partner=x&view=desktop`,
  },
  {
    name: 'garbage cookie value is ignored',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...phone, cookie: 'gl_view=<script>' },
    location: `${MOBILE_ORIGIN}/home`,
  },
  {
    name: 'a cookie with a similar name is ignored',
    url: `${DESKTOP_ORIGIN}/home`,
    headers: { ...phone, cookie: 'xgl_view=desktop' },
    location: `${MOBILE_ORIGIN}/home`,
  },
  // Crawlers: never redirected, not even by ?view= or a cookie, and nothing remembered
  {
    name: 'Googlebot smartphone on desktop',
    url: `${DESKTOP_ORIGIN}/gameZone/pubg`,
    headers: { 'user-agent': GOOGLEBOT_UA },
    location: null,
  },
  {
    name: 'Googlebot with ?view=mobile on desktop',
    url: `${DESKTOP_ORIGIN}/home?view=mobile`,
    headers: { 'user-agent': GOOGLEBOT_UA },
    location: null,
    remembers: null,
  },
  // Static assets and /api are never redirected
  {
    name: 'hashed asset',
    url: `${DESKTOP_ORIGIN}/assets/index-a1b2c3.js`,
    headers: phone,
    location: null,
  },
  {
    name: 'asset on mobile for a PC',
    url: `${MOBILE_ORIGIN}/assets/index-a1b2c3.css`,
    headers: pc,
    location: null,
  },
  { name: 'favicon', url: `${DESKTOP_ORIGIN}/favicon.ico`, headers: phone, location: null },
  { name: 'robots.txt', url: `${MOBILE_ORIGIN}/robots.txt`, headers: pc, location: null },
  {
    name: 'any file with an extension',
    url: `${DESKTOP_ORIGIN}/images/games/pubg.webp`,
    headers: phone,
    location: null,
  },
  {
    name: 'well-known',
    url: `${DESKTOP_ORIGIN}/.well-known/security`,
    headers: phone,
    location: null,
  },
  { name: '/api', url: `${DESKTOP_ORIGIN}/api`, headers: phone, location: null },
  {
    name: '/api/ call',
    url: `${DESKTOP_ORIGIN}/api/game/list?page=1`,
    headers: phone,
    location: null,
  },
  {
    name: '/api/ call with ?view',
    url: `${MOBILE_ORIGIN}/api/user/info?view=desktop`,
    headers: pc,
    location: null,
    remembers: null,
  },
  {
    name: 'a page named like api is still a page',
    url: `${DESKTOP_ORIGIN}/apiary`,
    headers: phone,
    location: `${MOBILE_ORIGIN}/apiary`,
  },
  // Methods
  {
    name: 'POST is never redirected',
    url: `${DESKTOP_ORIGIN}/home`,
    method: 'POST',
    headers: phone,
    location: null,
  },
  {
    name: 'HEAD is redirected like GET',
    url: `${DESKTOP_ORIGIN}/home`,
    method: 'HEAD',
    headers: phone,
    location: `${MOBILE_ORIGIN}/home`,
  },
];

export const ALL_CASES: EdgeCase[] = [...USER_AGENT_CASES, ...BEHAVIOUR_CASES];
