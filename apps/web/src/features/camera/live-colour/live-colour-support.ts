/**
 * Whether live colour can run here: WebGL2 paints it (in a worker where the browser allows, else on the
 * page), a module Worker runs the model on frames an OffscreenCanvas reads, and onnxruntime-web's wasm
 * needs WebAssembly SIMD. Where any is missing the switch is
 * not offered and the camera works as it always did.
 */
export function liveColourSupported(): boolean {
  supported ??= detect();
  return supported;
}

let supported: boolean | undefined;

/** A module whose one function returns a v128 constant: valid only where WebAssembly has SIMD. */
const SIMD_PROBE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // magic, version 1
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // types: () -> v128
  0x03,
  0x02,
  0x01,
  0x00, // one function of type 0
  0x0a,
  0x16,
  0x01,
  0x14,
  0x00,
  0xfd,
  0x0c,
  ...new Array<number>(16).fill(0),
  0x0b, // v128.const 0
]);

export function hasWasmSimd(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

function detect(): boolean {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || !hasWasmSimd()) return false;
  return givesWebgl2(() => document.createElement('canvas'));
}

/**
 * Whether a worker can paint WebGL2 on a canvas handed over to it: asked of an OffscreenCanvas here, on the
 * page, since the two come together in browsers (Chromium; Safari from 17).
 */
export function workersCanPaint(): boolean {
  workersPaint ??=
    typeof OffscreenCanvas !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    givesWebgl2(() => new OffscreenCanvas(1, 1));
  return workersPaint;
}

let workersPaint: boolean | undefined;

/** Whether a new canvas gives a WebGL2 context (let go again at once). */
function givesWebgl2(create: () => HTMLCanvasElement | OffscreenCanvas): boolean {
  try {
    const probe = create().getContext('webgl2');
    probe?.getExtension('WEBGL_lose_context')?.loseContext();
    return probe !== null;
  } catch {
    return false;
  }
}

const PREFERENCE_KEY = 'live-color';

/** Whether the person left live colour on, on this device. */
export function liveColourPreferred(): boolean {
  try {
    return localStorage.getItem(PREFERENCE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberLiveColour(on: boolean): void {
  try {
    localStorage.setItem(PREFERENCE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}
