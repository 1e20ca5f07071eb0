import type { Page } from '@playwright/test';

/** Each language with the currency that writes its amounts longest (IDR, VND: millions). */
export const LONGEST: Record<string, string> = {
  en: 'IDR',
  de: 'IDR',
  fr: 'IDR',
  id: 'IDR',
  ja: 'IDR',
  ms: 'IDR',
  ru: 'IDR',
  th: 'IDR',
  vi: 'VND',
  zh: 'IDR',
};

/** Starts every page with the stored language and currency, as the settings page saves them. */
export async function useLanguage(page: Page, language: string, currency: string): Promise<void> {
  await page.addInitScript(
    ([l, c]) => {
      const setting = JSON.stringify({ language: { value: l }, currency: { value: c } });
      localStorage.setItem('language_setting', setting);
      localStorage.setItem('lang', l!);
      localStorage.setItem('currency', c!);
      // The language suggestion sheet stays away: the visitor already chose.
      localStorage.setItem('languagePopupAnswered', l!);
    },
    [language, currency],
  );
}

/**
 * What does not fit on the page: the document wider than the screen; every text (an element with
 * text of its own) wider than its box, or cut by a box around it that hides what overflows; and,
 * for the `uncovered` elements, one that something else covers at its centre. Text inside a
 * sideways scroller (tab strips) and the tab bar's game name are left out.
 */
export function findMisfits(page: Page, uncovered: string[] = []): Promise<string[]> {
  return page.evaluate((coveredSelectors) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) {
      out.push(`page ${doc.scrollWidth} px wide on a ${doc.clientWidth} px screen`);
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${((el as HTMLElement).innerText ?? '').trim().slice(0, 30)}"`;
    const clips = (o: string) => o === 'hidden' || o === 'clip';
    const scrolls = (o: string) => o === 'auto' || o === 'scroll';
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], .gl-visually-hidden, nav')) continue;
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      let scroller = false;
      let clipper: HTMLElement | null = null;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (scrolls(as.overflowX)) scroller = true;
        if (!clipper && (clips(as.overflowX) || clips(as.overflowY))) clipper = a;
      }
      if (scroller) continue;
      if (!scrolls(s.overflowX) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        out.push(`wider than its box: ${name(el)}`);
      }
      if (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        out.push(`cut at the bottom: ${name(el)}`);
      }
      if (clipper) {
        const ar = clipper.getBoundingClientRect();
        const inside = rect.right > ar.left && rect.left < ar.right;
        if (inside && (rect.left < ar.left - 1 || rect.right > ar.right + 1)) {
          out.push(`cut by ${name(clipper)}: ${name(el)}`);
        }
      }
    }
    for (const selector of coveredSelectors) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(el.contains(hit) || hit.contains(el))) {
          out.push(`covered: ${name(el)} by ${hit ? name(hit) : 'nothing'}`);
        }
      }
    }
    return out;
  }, uncovered);
}
