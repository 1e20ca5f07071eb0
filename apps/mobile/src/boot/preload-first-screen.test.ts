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

  it('leaves out a stylesheet the server-rendered page already links (inline ones stay disabled)', () => {
    const linked = document.createElement('link');
    linked.rel = 'stylesheet';
    linked.disabled = true;
    linked.setAttribute('href', '/assets/zone-2.css');
    document.head.append(linked);
    listFiles(JSON.stringify({ zone: ['/assets/zone-1.js', '/assets/zone-2.css'] }));
    preloadFirstScreen('/gameZone/genshin-impact-top-up');
    expect(preloads()).toEqual([
      ['stylesheet', '/assets/zone-2.css', null],
      ['modulepreload', '/assets/zone-1.js', null],
    ]);
  });

  it("preloads the home page's chunks on / and /home", () => {
    listFiles(JSON.stringify({ home: ['/assets/home-1.js'], zone: ['/assets/zone-1.js'] }));
    preloadFirstScreen('/');
    preloadFirstScreen('/home');
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/home-1.js', null],
      ['modulepreload', '/assets/home-1.js', null],
    ]);
  });

  it('preloads the login page for a visitor on /cart and the cart for a signed-in shopper', () => {
    listFiles(JSON.stringify({ cart: ['/assets/cart-1.js'], login: ['/assets/login-1.js'] }));
    preloadFirstScreen('/cart');
    localStorage.setItem('authToken', 'tok');
    preloadFirstScreen('/Cart/');
    localStorage.clear();
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/login-1.js', null],
      ['modulepreload', '/assets/cart-1.js', null],
    ]);
  });

  it('does nothing on other pages, without a list, or with a list it cannot trust', () => {
    listFiles(JSON.stringify({ home: ['/assets/home-1.js'], zone: ['/assets/zone-1.js'] }));
    preloadFirstScreen('/search');
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
