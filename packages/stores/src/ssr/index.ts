// @gemlane/stores/ssr: the server-rendered first paint shared by both apps — the document the
// gateway answers (document.ts), the render passes of a server entry (server.ts) and the browser's
// hydration of it (hydrate.ts, hydration-done.ts, typed-fields.ts, early-input.ts), with the data
// both read first (first-paint.ts) and how a list's first picture loads (largest-paint.ts).
export * from './document.ts';
export * from './early-input.ts';
export * from './first-paint.ts';
export * from './hydrate.ts';
export * from './hydration-done.ts';
export * from './largest-paint.ts';
export * from './render-page.tsx';
export * from './server.ts';
export * from './typed-fields.ts';
