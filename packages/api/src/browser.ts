// The few browser globals the client reads, typed here so the package also compiles without the DOM lib.

export interface BrowserLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  assign(url: string): void;
}

export interface BrowserStorage {
  getItem(key: string): string | null;
}

const scope = globalThis as { location?: BrowserLocation; localStorage?: BrowserStorage };

export function browserLocation(): BrowserLocation | undefined {
  return scope.location;
}

export function browserLocalStorage(): BrowserStorage | undefined {
  return scope.localStorage;
}
