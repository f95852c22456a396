import { fireEvent } from '@testing-library/react';

class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/** jsdom has no PointerEvent: a mouse event with a pointer's id and type stands in for the brush. */
export function installPointerEvents(): void {
  globalThis.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
}

/** A drag over the frame through the given CSS pixel positions, one pointer move each. */
export function paint(surface: HTMLElement, path: readonly [number, number][], pointerType = 'touch'): void {
  const [first, ...rest] = path;
  if (!first) throw new Error('a stroke needs a point');
  const at = ([clientX, clientY]: [number, number]) => ({ clientX, clientY, pointerId: 7, pointerType });
  fireEvent.pointerDown(surface, { ...at(first), button: 0 });
  for (const point of rest) fireEvent.pointerMove(surface, at(point));
  fireEvent.pointerUp(surface, at(rest.at(-1) ?? first));
}
