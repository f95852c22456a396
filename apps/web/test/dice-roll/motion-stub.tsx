import { createElement, forwardRef, type ReactNode } from 'react';

// Animation props that must not reach the DOM.
const MOTION_PROPS = new Set([
  'initial',
  'animate',
  'exit',
  'transition',
  'whileTap',
  'whileHover',
  'layout',
]);

const cache = new Map<string, unknown>();

/** `motion/react` without the animation: behaviour tests should not wait on (or fake) animation frames. */
export const motionStub = {
  AnimatePresence: ({ children }: { children?: ReactNode }) => children,
  useReducedMotion: () => true,
  motion: new Proxy(
    {},
    {
      get: (_, tag: string) => {
        if (!cache.has(tag)) {
          cache.set(
            tag,
            forwardRef<HTMLElement, Record<string, unknown>>((props, ref) =>
              createElement(
                tag,
                Object.fromEntries([
                  ...Object.entries(props).filter(([key]) => !MOTION_PROPS.has(key)),
                  ['ref', ref],
                ]),
              ),
            ),
          );
        }
        return cache.get(tag);
      },
    },
  ),
};
