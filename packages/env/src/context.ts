// The whole context of the running page from navigator and location, for the apps' start-up.
import { isInApp, deviceType, isPC, type DeviceType } from './device.ts';
import { apiBaseUrl, environmentFromHost, type Environment } from './environment.ts';

export interface RuntimeContext {
  host: string;
  userAgent: string;
  environment: Environment;
  apiBaseUrl: string;
  inApp: boolean;
  deviceType: DeviceType;
  isPC: boolean;
}

export interface ContextSource {
  userAgent?: string;
  maxTouchPoints?: number;
  /** `navigator.userAgentData.mobile`: what Chromium sends the edge as `Sec-CH-UA-Mobile`. */
  mobile?: boolean;
  host?: string;
}

/** Reads `navigator` and `location` unless given; missing values (workers, tests) read as empty. */
export function detectContext(source: ContextSource = {}): RuntimeContext {
  // Typed locally: the package compiles without the DOM lib so it stays runnable in workers.
  const g = globalThis as {
    navigator?: {
      userAgent?: string;
      maxTouchPoints?: number;
      userAgentData?: { mobile?: boolean };
    };
    location?: { host?: string };
  };
  const nav = g.navigator;
  const loc = g.location;
  const userAgent = source.userAgent ?? nav?.userAgent ?? '';
  const maxTouchPoints = source.maxTouchPoints ?? nav?.maxTouchPoints ?? 0;
  // The same answer the edge read from the Sec-CH-UA-Mobile header, so the app agrees with it.
  const mobile = source.mobile ?? nav?.userAgentData?.mobile;
  const hints = {
    maxTouchPoints,
    mobileHint: mobile === undefined ? null : mobile ? '?1' : '?0',
  };
  const host = source.host ?? loc?.host ?? '';
  const environment = environmentFromHost(host);
  return {
    host,
    userAgent,
    environment,
    apiBaseUrl: apiBaseUrl(environment, host),
    inApp: isInApp(userAgent),
    deviceType: deviceType(userAgent, hints),
    isPC: isPC(userAgent, hints),
  };
}
