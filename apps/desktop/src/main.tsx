// antd's static CSS for first-paint components; the rest loads later (app/deferred-styles.ts).
import 'virtual:antd-first-paint.css';
import './app/global.css';
import { i18n, initI18n } from '@gemlane/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopApp } from './app/desktop-app.tsx';
import { loadDeferredStyles } from './app/deferred-styles.ts';
import { createAppRouter } from './app/router.tsx';

// The router starts fetching the current page's chunk now, while the language pack resolves.
const router = createAppRouter();
// The language is resolved before the first paint so no English flash precedes the chosen pack.
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <DesktopApp i18n={i18n} router={router} />
  </StrictMode>,
);

// The styles later pages and dialogs need load once the first page is up, off the critical path.
window.addEventListener('load', () => {
  requestIdleCallback(() => void loadDeferredStyles().catch(() => undefined), { timeout: 3000 });
});
