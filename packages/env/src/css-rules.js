// A stylesheet's top-level rules, for code that sorts rules between a page and a later sheet (the
// desktop build's antd split, the edge's first paint). Dependency-free and web-standard: imported
// by apps/edge and apps/desktop as `@gemlane/env/css-rules`. Plain JavaScript (types in
// css-rules.d.ts): the desktop's vite.config.ts loads it through Node, which runs no TypeScript.

/**
 * Splits minified CSS into its top-level rules: a style rule or a block at-rule with its whole block
 * (`@media` with the rules inside it), or a statement at-rule (`@layer a, b;`, `@import ...;`).
 * @param {string} css
 * @returns {string[]}
 */
export function topLevelRules(css) {
  const rules = [];
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
    } else if (char === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter((rule) => rule !== '');
}
