/**
 * antd's static stylesheet (zero-runtime) is one file for every component. The rules of the
 * components any first paint uses (the chrome, home, game zone, cart and the login pages) stay
 * render-blocking; the rest (menus, tables, dialogs, pickers, descriptions...) load later.
 * Keys are the component part of a `.ant-<key>` class: `.ant-input-number` counts as `input`.
 */
export const FIRST_PAINT_ANTD_COMPONENTS: ReadonlySet<string> = new Set([
  'alert',
  'app',
  'avatar',
  'btn',
  'button',
  'col',
  'collapse',
  'css',
  'dropdown',
  'empty',
  'fade',
  'form',
  'input',
  'message',
  'motion',
  'move',
  'popover',
  'radio',
  'result',
  'row',
  'select',
  'skeleton',
  'slide',
  'space',
  'spin',
  'tabs',
  'tag',
  'wave',
  'zoom',
]);

/** Splits minified CSS into its top-level rules (at-rules with their blocks stay whole). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return rules.filter((rule) => rule !== '');
}

/**
 * The first-paint part keeps every rule of a first-paint component and every rule that names no
 * component (theme variables, keyframes, icons); the deferred part has the rest, in source order.
 */
export function splitAntdCss(
  css: string,
  firstPaint: ReadonlySet<string> = FIRST_PAINT_ANTD_COMPONENTS,
): { firstPaint: string; deferred: string } {
  const first: string[] = [];
  const deferred: string[] = [];
  for (const rule of topLevelRules(css)) {
    const component = /\.ant-([a-z]+)/.exec(rule)?.[1];
    (component === undefined || firstPaint.has(component) ? first : deferred).push(rule);
  }
  return { firstPaint: first.join('\n'), deferred: deferred.join('\n') };
}
