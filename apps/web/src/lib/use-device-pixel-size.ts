import { useEffect, useState, type RefObject } from 'react';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * An element's size on the screen in device pixels (CSS size × device pixel ratio, rounded), following it as
 * it is resized: what a canvas drawn as sharp as the screen needs. Null until first measured.
 */
export function useDevicePixelSize(ref: RefObject<HTMLElement | null>): PixelSize | null {
  const [size, setSize] = useState<PixelSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const ratio = window.devicePixelRatio || 1;
      setSize({
        width: Math.round(entry.contentRect.width * ratio),
        height: Math.round(entry.contentRect.height * ratio),
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
