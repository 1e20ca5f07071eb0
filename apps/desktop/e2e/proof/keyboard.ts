import { expect, type Page } from '@playwright/test';

export interface Focused {
  tag: string;
  name: string;
  href: string;
  visible: boolean;
}

/**
 * The focused element and whether its focus is visible: an outline or a box-shadow on it or on one
 * of its three nearest ancestors (antd draws the ring on an input's wrapper or a radio's label).
 */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', name: '', href: '', visible: false };
    let visible = false;
    let node: HTMLElement | null = el;
    for (let depth = 0; node && depth < 4 && !visible; depth += 1, node = node.parentElement) {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      visible = outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    }
    const label =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.closest('label')?.textContent ??
      el.textContent ??
      '';
    return {
      tag: el.tagName,
      name: label.trim().replace(/\s+/g, ' ').slice(0, 80),
      href: el.getAttribute('href') ?? '',
      visible,
    };
  });
}

/** Presses `key` (Tab by default) until the focused element matches, checking visible focus each step. */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  what: string,
  { key = 'Tab', max = 80 }: { key?: string; max?: number } = {},
): Promise<Focused> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const f = await focused(page);
    path.push(`${f.tag} ${f.name}`);
    if (f.tag !== 'BODY') expect(f.visible, `focus not visible on ${f.tag} "${f.name}"`).toBe(true);
    if (matches(f)) return f;
  }
  throw new Error(`${what} not reached with ${key}; focus went: ${path.join(' | ')}`);
}
