import type { Page } from '@playwright/test';

/** WCAG 2.2 SC 2.5.8: every pointer target at least 24 by 24 CSS px. */
export const MIN_TARGET_PX = 24;
/** Primary actions on the mobile site at least 44 by 44 CSS px (SC 2.5.5). */
export const MIN_PRIMARY_TARGET_PX = 44;

export interface TargetRule {
  /** Elements that are primary actions and need `MIN_PRIMARY_TARGET_PX` (mobile only). */
  primarySelector?: string;
}

export interface SmallTarget {
  target: string;
  name: string;
  width: number;
  height: number;
  min: number;
}

/**
 * The visible pointer targets of the page smaller than the minimum. Exempt as in SC 2.5.8: links
 * inside a sentence (their size is set by the line of text) and targets the browser draws itself.
 */
export async function smallTargets(page: Page, rule: TargetRule = {}): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ min, primaryMin, primarySelector }) => {
      const INTERACTIVE = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[role=button]',
        '[role=link]',
        '[role=tab]',
        '[role=radio]',
        '[role=checkbox]',
        '[role=switch]',
        '[role=menuitem]',
        '[role=option]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
            : '';
        return `${el.tagName.toLowerCase()}${id}${cls}`;
      };
      const hidden = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0)
            return true;
          if (e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('inert')) return true;
        }
        return false;
      };
      const inSentence = (el: Element) => {
        if (getComputedStyle(el).display !== 'inline') return false;
        const parent = el.parentElement;
        if (!parent) return false;
        return [...parent.childNodes].some(
          (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
      };
      const FIELD_FRAMES = [
        'label',
        '.ant-input-affix-wrapper',
        '.ant-input-group-wrapper',
        '.ant-select',
        '.ant-input-number',
        '.ant-picker',
        '.adm-input',
        '.adm-search-bar-input-box',
        '.adm-text-area',
      ].join(',');
      const seen = new Set<Element>();
      const out: {
        target: string;
        name: string;
        width: number;
        height: number;
        min: number;
      }[] = [];
      for (const el of document.querySelectorAll(INTERACTIVE)) {
        // A control drawn inside its label (antd radios and checkboxes): the label is the target.
        // A text field drawn inside its frame (affix wrappers, selects): clicking the frame
        // focuses the field, so the frame is the target.
        const target =
          el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
            ? (el.closest('label') ?? el)
            : el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
              ? (el.closest(FIELD_FRAMES) ?? el)
              : el;
        if (seen.has(target)) continue;
        seen.add(target);
        if ((target as HTMLButtonElement).disabled) continue;
        if (hidden(target) || inSentence(target)) continue;
        const rect = target.getBoundingClientRect();
        // Nothing drawn, or visually hidden on purpose (1 px, a label elsewhere is the target).
        if (rect.width <= 1 && rect.height <= 1) continue;
        const need = primarySelector && target.matches(primarySelector) ? primaryMin : min;
        // Half a pixel of rounding (fractional rem sizes) is not a defect.
        if (rect.width + 0.5 < need || rect.height + 0.5 < need)
          out.push({
            target: describe(target),
            name: (target.getAttribute('aria-label') ?? (target as HTMLElement).innerText ?? '')
              .trim()
              .slice(0, 40),
            width: Math.round(rect.width * 10) / 10,
            height: Math.round(rect.height * 10) / 10,
            min: need,
          });
      }
      return out;
    },
    {
      min: MIN_TARGET_PX,
      primaryMin: MIN_PRIMARY_TARGET_PX,
      primarySelector: rule.primarySelector ?? '',
    },
  );
}

/**
 * Accessible names that are a UI kit's icon names, not translated words ("down", "search",
 * "close-circle"): lower-case ASCII words joined by hyphens, on an element a screen reader reaches.
 * Translated names are sentences of the selected language ("Search", "Suche").
 */
export async function iconNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (el.closest('[aria-hidden="true"]')) continue;
      const label = el.getAttribute('aria-label') ?? '';
      if (/^[a-z]+(-[a-z]+)*$/.test(label))
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${label}"`);
    }
    return out;
  });
}

/** Elements that may split a word or a number anywhere (`word-break: break-all`). */
export async function breakAllElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).wordBreak === 'break-all')
      .filter((el) => (el as HTMLElement).innerText?.trim())
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
  );
}
