import { unstableSetRender } from './kit.ts';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 renders Toast/Dialog/Modal with ReactDOM.render, which React 19 removed; this gives
 * it a createRoot renderer. Installed by kit-feedback.ts (the imperative APIs' chunk) and each test setup.
 */
export function installAntdMobileRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting synchronously inside a React render phase warns; defer to the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
