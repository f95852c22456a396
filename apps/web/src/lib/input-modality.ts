/**
 * Whether the last thing the person did was press a key (rather than touch, click or nothing at all).
 * A dialog that opens by itself (the launch paywall) or from a tap puts focus on itself, where no ring
 * shows; one opened from the keyboard puts it on its first control, ringed (`:focus-visible`), as a
 * keyboard user needs. Browsers decide `:focus-visible` for scripted focus by their own rules, which
 * ring a button focused at launch; this is the app's own record.
 */
let keyboardLast = false;

function onKeyDown(event: KeyboardEvent): void {
  // A shortcut with a modifier is not someone moving through the page.
  if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboardLast = true;
}

function onPointerDown(): void {
  keyboardLast = false;
}

document.addEventListener('keydown', onKeyDown, true);
document.addEventListener('pointerdown', onPointerDown, true);

export function lastInputWasKeyboard(): boolean {
  return keyboardLast;
}
