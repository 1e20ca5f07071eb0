import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Toast } from '../adapters/kit-feedback.ts';
import { afterEach } from 'vitest';
import { installAntdMobileRender } from '../adapters/antd-mobile-render.ts';

installAntdMobileRender();

afterEach(() => {
  Toast.clear();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
