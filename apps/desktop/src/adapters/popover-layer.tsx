import { Popover } from 'antd';
import type { PopoverProps } from 'antd';
import type { ReactNode } from 'react';

export interface PopoverLayerProps {
  open: boolean;
  content: ReactNode;
  placement: PopoverProps['placement'];
  className?: string;
}

/**
 * antd's Popover drawing the popup of a HoverPopover, loaded with the first open. It is aligned to
 * an empty box laid over the trigger, so the trigger itself never moves into (or remounts under)
 * the Popover; HoverPopover decides when it is open.
 */
export default function PopoverLayer({ open, content, placement, className }: PopoverLayerProps) {
  return (
    <Popover
      open={open}
      content={content}
      placement={placement}
      trigger={[]}
      classNames={{ root: className }}
      arrow={false}
    >
      <span className="hover-popover-anchor" aria-hidden />
    </Popover>
  );
}
