/** The libraries every page runs (see the .js file). */
export const FRAMEWORK_MODULES: RegExp;

/** The shared packages' small modules, the app's own and further patterns, as one group test. */
export function sharedModules(more?: { appModules?: string[]; extra?: string[] }): RegExp;
