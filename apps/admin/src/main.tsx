import 'antd/dist/antd.css';
import './app/kit-overrides.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app.tsx';
import { createSessionStore } from './core/session.ts';

const session = createSessionStore(window.sessionStorage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp session={session} />
  </StrictMode>,
);
