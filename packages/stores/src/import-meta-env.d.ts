// `@gemlane/api` reads Vite's `import.meta.env.DEV`; its declaration is not reachable through the
// exports map, so this package declares the same field (as vite/client does) to type-check it.
interface ImportMetaEnv {
  DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
