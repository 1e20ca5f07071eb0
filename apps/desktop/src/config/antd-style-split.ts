import { topLevelRules } from '@gemlane/env/css-rules';

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

/**
 * The grid's numbered classes (`.ant-col-12`, `.ant-col-sm-6`, push, pull, offset, order): about
 * 64 KB of the first-paint part, used only with `span`/`labelCol`/`wrapperCol`, which no first
 * paint sets (a Form.Item's row and cols use the plain `.ant-row`/`.ant-col` rules, which stay).
 */
const NUMBERED_GRID_CLASS =
  /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:\d|push-|pull-|offset-|order-)/;

/**
 * The first-paint part keeps every rule of a first-paint component (less the grid's numbered
 * classes) and every rule that names no component (theme variables, keyframes, icons); the deferred
 * part has the rest, in source order.
 */
export function splitAntdCss(
  css: string,
  firstPaint: ReadonlySet<string> = FIRST_PAINT_ANTD_COMPONENTS,
): { firstPaint: string; deferred: string } {
  const first: string[] = [];
  const deferred: string[] = [];
  for (const rule of topLevelRules(css)) {
    const component = /\.ant-([a-z]+)/.exec(rule)?.[1];
    const early =
      component === undefined || (firstPaint.has(component) && !NUMBERED_GRID_CLASS.test(rule));
    (early ? first : deferred).push(rule);
  }
  return { firstPaint: first.join('\n'), deferred: deferred.join('\n') };
}
