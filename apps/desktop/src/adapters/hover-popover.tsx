import type { PopoverProps } from 'antd';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useScrollLock } from '../components/use-scroll-lock.ts';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '../config/ui.ts';

/** A close within this time after opening is the click that follows a hover, not a real close. */
export const HOVER_CLICK_GRACE_MS = 400;

// antd's Popover (with its trigger, motion and form-context code) is not part of the first paint:
// it loads when the pointer or focus first reaches a trigger, and draws the popup from then on.
const loadPopoverLayer = () => import('./popover-layer.tsx');
const PopoverLayer = lazy(loadPopoverLayer);

export type PopoverTrigger = 'hover' | 'click';

export interface HoverPopoverProps {
  content: ReactNode;
  children: ReactNode;
  placement?: PopoverProps['placement'];
  /** Controlled mode (the search box opens its popover when results exist). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Hover and click by default; the search box opens on click only. */
  trigger?: readonly PopoverTrigger[];
}

/**
 * The desktop popover of docs/product.md §4: opens on hover or click, closes 100 ms after the pointer
 * leaves the trigger and the popup, on an outside click or on Escape, and locks page scrolling
 * while open.
 */
export function HoverPopover(props: HoverPopoverProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [layerWanted, setLayerWanted] = useState(false);
  const openedAt = useRef(0);
  const box = useRef<HTMLSpanElement>(null);
  // Names this instance's popup (portalled to <body>), so a press inside it is not an outside press.
  const popupClass = `hover-popover-popup-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = props.open ?? innerOpen;
  const triggers = props.trigger ?? ['hover', 'click'];
  const latest = useRef(props.onOpenChange);
  latest.current = props.onOpenChange;
  useScrollLock(open);

  const change = (next: boolean) => {
    clearTimeout(timer.current);
    if (next) openedAt.current = Date.now();
    setInnerOpen(next);
    latest.current?.(next);
  };
  const changeLater = (next: boolean, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => change(next), delayMs);
  };
  const prepare = () => {
    if (!layerWanted) {
      setLayerWanted(true);
      void loadPopoverLayer();
    }
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) setLayerWanted(true);
  }, [open]);

  // Keyboard users close it with Escape; focus that was inside the popup goes back to its trigger.
  // A press outside the trigger and the popup closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      // The popup is portalled to <body>.
      const inPopup = focused?.closest('.ant-popover') ?? null;
      clearTimeout(timer.current);
      setInnerOpen(false);
      latest.current?.(false);
      if (box.current && inPopup) focusTrigger(box.current);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || box.current?.contains(target)) return;
      const popup = target instanceof Element ? target.closest('.ant-popover') : null;
      if (popup?.classList.contains(popupClass)) return;
      clearTimeout(timer.current);
      setInnerOpen(false);
      latest.current?.(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, popupClass]);

  // Events of the portalled popup bubble here through React: only those of the trigger count.
  const fromTrigger = (event: MouseEvent) => box.current?.contains(event.target as Node) ?? false;
  const hover = triggers.includes('hover');
  return (
    <span
      ref={box}
      className="hover-popover"
      onFocus={prepare}
      // React counts the portalled popup as inside this box: leaving the trigger for the popup is
      // no leave, so the popover stays open while the pointer is over either of them.
      onMouseEnter={() => {
        prepare();
        if (hover) changeLater(true, POPOVER_OPEN_DELAY_MS);
      }}
      onMouseLeave={() => {
        if (hover) changeLater(false, POPOVER_CLOSE_DELAY_MS);
        else clearTimeout(timer.current);
      }}
      onClick={(event) => {
        if (!triggers.includes('click') || !fromTrigger(event)) return;
        // Hovering opens, and the click that usually follows must not toggle it shut again.
        if (open && Date.now() - openedAt.current < HOVER_CLICK_GRACE_MS) return;
        change(!open);
      }}
    >
      {props.children}
      {layerWanted ? (
        <Suspense fallback={null}>
          <PopoverLayer
            open={open}
            content={props.content}
            placement={props.placement ?? 'bottom'}
            className={props.className ? `${props.className} ${popupClass}` : popupClass}
          />
        </Suspense>
      ) : null}
    </span>
  );
}

/** The first control of the trigger (a button, or the search field). */
function focusTrigger(trigger: HTMLElement) {
  trigger.querySelector<HTMLElement>('button, a[href], input, [tabindex]')?.focus();
}
