/**
 * Splits minified CSS into its top-level rules: a style rule or a block at-rule with its whole block
 * (`@media` with the rules inside it), or a statement at-rule (`@layer a, b;`, `@import ...;`).
 */
export declare function topLevelRules(css: string): string[];
