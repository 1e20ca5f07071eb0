// antd-mobile components whose code waits until a page shows them. A sheet (Popup) brings the
// kit's animation library (@react-spring, ~17 KB gzip) and its mask; the error block brings its
// illustrations (~10 KB gzip). Pages render both on every visit (a sheet closed, an error view for
// a failure), so imported directly they were in the first JavaScript of the game zone although a
// shopper rarely sees either.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type RealPopup from 'antd-mobile/es/components/popup';
import type RealErrorBlock from 'antd-mobile/es/components/error-block';

const loadPopup = () => import('antd-mobile/es/components/popup');
const LoadedPopup = lazy(loadPopup);
const LoadedErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

export type PopupProps = ComponentProps<typeof RealPopup>;
export type ErrorBlockProps = ComponentProps<typeof RealErrorBlock>;

/**
 * antd-mobile's Popup, loaded the first time it opens (or is asked to render closed with
 * `forceRender`). Closed and never opened, antd-mobile's Popup renders nothing either, so the
 * server render and the hydration are the same with or without its code.
 */
export function Popup(props: PopupProps) {
  const [wanted, setWanted] = useState(Boolean(props.visible || props.forceRender));
  if (!wanted && (props.visible || props.forceRender)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPopup {...props} />
    </Suspense>
  );
}

/** Starts loading the sheet's code (a pointer on the control that opens one), so it opens at once. */
export function preloadPopup(): void {
  void loadPopup();
}

/**
 * antd-mobile's ErrorBlock, its code loaded when one is shown. A server render waits for it (the
 * page's warm-up passes load lazy parts), so a rendered error page hydrates with the same HTML.
 * Until its code arrives in the browser, the block's words and actions show without the picture:
 * an empty list or an error never reads as a blank page.
 */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={<ErrorBlockWords {...props} />}>
      <LoadedErrorBlock {...props} />
    </Suspense>
  );
}

/** The block's title, description and actions in antd-mobile's own markup, picture left out. */
function ErrorBlockWords({ title, description, children, className, style }: ErrorBlockProps) {
  return (
    <div className={['adm-error-block', className].filter(Boolean).join(' ')} style={style}>
      <div className="adm-error-block-description">
        {title ? <div className="adm-error-block-description-title">{title}</div> : null}
        {description ? (
          <div className="adm-error-block-description-subtitle">{description}</div>
        ) : null}
      </div>
      {children ? <div className="adm-error-block-content">{children}</div> : null}
    </div>
  );
}
