import { Popover } from 'antd';
import type { PopoverProps } from 'antd';
import { useRef, useState } from 'react';
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
 * leaves or on an outside click, and locks page scrolling while open.
 */
export function HoverPopover(props: HoverPopoverProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const openedAt = useRef(0);
  const open = props.open ?? innerOpen;
  useScrollLock(open);
  return (
    <Popover
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
