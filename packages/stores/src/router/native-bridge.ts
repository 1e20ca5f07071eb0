// The native app's webview bridge (docs/product.md §7): one handler `submitFromWeb` that receives
// `{type:'openNewWeb', content:<full address>}` or `{type:'closeWebPage'}` as a JSON string.
// Native shells expose it in one of three common ways; a plain browser has none of them.
// `openNewWeb` itself is sent by `openNewWeb()` of page-load.ts, which also carries the partner.

export type BridgeMessage = { type: 'openNewWeb'; content: string } | { type: 'closeWebPage' };

type PostTarget = { postMessage: (message: string) => void };

interface BridgeWindow {
  /** Android `addJavascriptInterface` / Flutter channel: an object with postMessage. */
  submitFromWeb?: PostTarget | ((message: string) => void);
  /** iOS WKWebView `userContentController.add(_, name: "submitFromWeb")`. */
  webkit?: { messageHandlers?: { submitFromWeb?: PostTarget } };
}

function findHandler(win: Window): ((message: string) => void) | null {
  const w = win as unknown as BridgeWindow;
  const ios = w.webkit?.messageHandlers?.submitFromWeb;
  if (ios && typeof ios.postMessage === 'function') return (m) => ios.postMessage(m);
  const direct = w.submitFromWeb;
  if (typeof direct === 'function') return (m) => direct(m);
  if (direct && typeof direct.postMessage === 'function') return (m) => direct.postMessage(m);
  return null;
}

export function hasNativeBridge(win: Window = window): boolean {
  return findHandler(win) !== null;
}

/** Sends a message to the native shell; returns false (and does nothing) without a bridge. */
export function postToNative(message: BridgeMessage, win: Window = window): boolean {
  const handler = findHandler(win);
  if (!handler) return false;
  try {
    handler(JSON.stringify(message));
    return true;
  } catch {
    // A broken bridge must not break the page; the caller falls back to the browser way.
    return false;
  }
}

/** Closes the web page in the app; in a browser goes back, or to `fallback` without history. */
export function closeWebPage(fallback: () => void, win: Window = window): void {
  if (postToNative({ type: 'closeWebPage' }, win)) return;
  if (win.history.length > 1) win.history.back();
  else fallback();
}
