import { lazy, Suspense, useState } from 'react';
import { loadDeferredStyles } from '../app/deferred-styles.ts';
import type { DesktopDialogProps } from './desktop-dialog.tsx';

// Modal's styles are not first-paint styles: the dialog waits for them too.
const DesktopDialog = lazy(() =>
  Promise.all([import('./desktop-dialog.tsx'), loadDeferredStyles()]).then(([m]) => ({
    default: m.DesktopDialog,
  })),
);

/**
 * The desktop dialog for blocks on every page (the footer): antd's Modal loads when the dialog
 * first opens, not with the first paint. Once loaded it stays mounted so it can animate shut.
 */
export function LazyDesktopDialog(props: DesktopDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DesktopDialog {...props} />
    </Suspense>
  );
}
