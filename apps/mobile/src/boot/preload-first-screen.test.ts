import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FILES_ID } from './first-screen-files.ts';
import { preloadFirstScreen } from './preload-first-screen.ts';

function listFiles(content: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_FILES_ID;
  script.textContent = content;
  document.body.append(script);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [
    l.rel,
    l.getAttribute('href'),
    l.getAttribute('as'),
  ]);

afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.getElementById(FIRST_SCREEN_FILES_ID)?.remove();
});

describe('first screen preload', () => {
  it("preloads a game zone's chunks and styles listed by the build", () => {
    listFiles(JSON.stringify({ zone: ['/assets/zone-1.js', '/assets/zone-2.css'] }));
    preloadFirstScreen('/gameZone/genshin-impact-top-up');
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/zone-1.js', null],
      ['preload', '/assets/zone-2.css', 'style'],
    ]);
  });

  it('does nothing on other pages, without a list, or with a list it cannot trust', () => {
    listFiles(JSON.stringify({ zone: ['/assets/zone-1.js'] }));
    preloadFirstScreen('/home');
    expect(preloads()).toEqual([]);
    document.getElementById(FIRST_SCREEN_FILES_ID)?.remove();
    for (const content of ['{not json', '{"zone":"x"}', '{"zone":["https://evil.test/x.js"]}']) {
      listFiles(content);
      preloadFirstScreen('/gameZone/x');
      document.getElementById(FIRST_SCREEN_FILES_ID)?.remove();
    }
    preloadFirstScreen('/gameZone/x');
    expect(preloads()).toEqual([]);
  });
});
