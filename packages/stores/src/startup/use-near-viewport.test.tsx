// Below-the-fold blocks wait until they come near the screen, and agree with a server render first.
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN_PX, useNearViewport } from './use-near-viewport.ts';

function Block({ margin }: { margin?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; margin: string | undefined; disconnect: () => void }[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

function stubObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        observers.push({ callback, margin: options?.rootMargin, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
}

describe('useNearViewport', () => {
  it('is far until the block comes within the margin, then stays near and stops observing', () => {
    stubObserver();
    const { container } = render(<Block />);
    expect(container.textContent).toBe('far');
    expect(observers[0]?.margin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(container.textContent).toBe('far');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('takes the caller’s margin', () => {
    stubObserver();
    render(<Block margin={100} />);
    expect(observers[0]?.margin).toBe('100px 0px');
  });

  it('without IntersectionObserver the block is near right after the first render', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Block />);
    expect(container.textContent).toBe('near');
  });
});
