import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWebPage, hasNativeBridge, postToNative } from './native-bridge.ts';
import { openNewWeb } from './page-load.ts';

type Loose = Record<string, unknown>;

afterEach(() => {
  delete (window as unknown as Loose).submitFromWeb;
  delete (window as unknown as Loose).webkit;
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('does nothing and reports false in a plain browser', () => {
    expect(hasNativeBridge()).toBe(false);
    expect(postToNative({ type: 'closeWebPage' })).toBe(false);
  });

  it('posts openNewWeb with the full address through the Android interface', () => {
    const postMessage = vi.fn();
    (window as unknown as Loose).submitFromWeb = { postMessage };
    openNewWeb('/myCustomer?x=1');
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'openNewWeb', content: `${location.origin}/myCustomer?x=1` }),
    );
  });

  it('posts through the iOS message handler', () => {
    const postMessage = vi.fn();
    (window as unknown as Loose).webkit = { messageHandlers: { submitFromWeb: { postMessage } } };
    const fallback = vi.fn();
    closeWebPage(fallback);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'closeWebPage' }));
    expect(fallback).not.toHaveBeenCalled();
  });

  it('accepts a bridge exposed as a plain function', () => {
    const fn = vi.fn();
    (window as unknown as Loose).submitFromWeb = fn;
    openNewWeb('https://help.example.com/a');
    expect(fn).toHaveBeenCalledWith(
      JSON.stringify({ type: 'openNewWeb', content: 'https://help.example.com/a' }),
    );
  });

  it('opens a new tab without a bridge, and never throws when the bridge throws', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    (window as unknown as Loose).submitFromWeb = () => {
      throw new Error('gone');
    };
    expect(() => openNewWeb('https://help.example.com/b')).not.toThrow();
    expect(open).toHaveBeenCalledWith('https://help.example.com/b', '_blank');
  });

  it('closing without a bridge and without history uses the fallback', () => {
    const fallback = vi.fn();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    closeWebPage(fallback);
    expect(fallback).toHaveBeenCalled();
  });
});
