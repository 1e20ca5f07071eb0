import { initI18n } from './adapters/i18n.ts';
import { applyKitLocale } from './adapters/kit-locale.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The first render waits for the resolved language (English is bundled, others are one chunk,
// plus the kit's strings in that language).
void initI18n()
  .then(applyKitLocale)
  .finally(() => {
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser instead of one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
