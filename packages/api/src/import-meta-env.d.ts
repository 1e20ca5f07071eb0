// The one field of Vite's `import.meta.env` this package reads, declared as vite/client does, so the
// package type-checks without depending on Vite; the apps get the same declaration from vite/client.
interface ImportMetaEnv {
  DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
