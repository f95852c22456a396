import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { LONG_PRESS_MS } from './selection';

// A finger that wanders further than this is scrolling, not pressing.
const MOVE_TOLERANCE_PX = 10;

/**
 * Tap and long press on one element. The long press is for touch only (SPEC §2); the click that follows
 * the finger lifting after a long press is swallowed so it does not also count as a tap.
 */
export function useLongPress(onLongPress: () => void, onTap: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    onPointerDown(event: PointerEvent) {
      fired.current = false;
      if (event.pointerType !== 'touch') return;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        fired.current = true;
        start.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const origin = start.current;
      if (origin && Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_TOLERANCE_PX)
        cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClick(event: MouseEvent) {
      if (fired.current) {
        fired.current = false;
        event.preventDefault();
        return;
      }
      onTap();
    },
    // The browser's own long-press menu (save image, copy) would cover the selection.
    onContextMenu(event: MouseEvent) {
      if (start.current || fired.current) event.preventDefault();
    },
  };
}
