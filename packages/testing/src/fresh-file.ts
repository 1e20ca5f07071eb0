// Runs before each test file of the shops' and the stores' unit runs. They share one jsdom and
// one worker (isolate: false in their vitest configs: a fresh jsdom per file cost most of those
// suites' time), so each file starts as it would in a fresh one: the modules of the repo evaluated
// anew (their state is the file's own), no stored values, cookies, page content, stubbed globals
// or fake timers left by the file before.
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// (A file may ask for Node's environment instead: there is no page to empty.)
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.title = '';
}
