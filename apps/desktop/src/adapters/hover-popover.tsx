import { Popover } from 'antd';
import type { PopoverProps } from 'antd';
import type { TooltipRef } from 'antd/es/tooltip';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useScrollLock } from '../components/use-scroll-lock.ts';
import { POPOVER_CLOSE_DELAY_MS } from '../config/ui.ts';

/** A close within this time after opening is the click that follows a hover, not a real close. */
export const HOVER_CLICK_GRACE_MS = 400;

export interface HoverPopoverProps {
  content: ReactNode;
  children: ReactNode;
  placement?: PopoverProps['placement'];
  /** Controlled mode (the search box opens its popover when results exist). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Hover and click by default; the search box opens on focus only. */
  trigger?: PopoverProps['trigger'];
}

/**
 * The desktop popover of spec section 4: opens on hover or click, closes 100 ms after the pointer
 * leaves, on an outside click or on Escape, and locks page scrolling while open.
 */
export function HoverPopover(props: HoverPopoverProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const openedAt = useRef(0);
  const popover = useRef<TooltipRef>(null);
  const open = props.open ?? innerOpen;
  const latest = useRef(props.onOpenChange);
  latest.current = props.onOpenChange;
  useScrollLock(open);

  // Keyboard users close it with Escape; focus that was inside the popup goes back to its trigger.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = popover.current?.nativeElement;
      const focused = document.activeElement;
      // The popup is portalled to <body>; its element on the ref may predate the first open.
      const inPopup = focused?.closest('.ant-popover') ?? null;
      setInnerOpen(false);
      latest.current?.(false);
      if (trigger && inPopup) focusTrigger(trigger);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Popover
      ref={popover}
      content={props.content}
      trigger={props.trigger ?? ['hover', 'click']}
      placement={props.placement ?? 'bottom'}
      mouseLeaveDelay={POPOVER_CLOSE_DELAY_MS / 1000}
      open={open}
      onOpenChange={(next) => {
        // Hovering opens, and the click that usually follows must not toggle it shut again.
        if (!next && Date.now() - openedAt.current < HOVER_CLICK_GRACE_MS) return;
        if (next) openedAt.current = Date.now();
        setInnerOpen(next);
        props.onOpenChange?.(next);
      }}
      classNames={{ root: props.className }}
      arrow={false}
    >
      {props.children}
    </Popover>
  );
}

/** The trigger itself when it takes focus (a button), else the first control inside it (an input's wrapper). */
function focusTrigger(trigger: HTMLElement) {
  const target = trigger.matches('button, a[href], input, [tabindex]')
    ? trigger
    : trigger.querySelector<HTMLElement>('button, a[href], input, [tabindex]');
  target?.focus();
}
