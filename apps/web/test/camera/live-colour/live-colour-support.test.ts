import { afterEach, describe, expect, it } from 'vitest';
import {
  hasWasmSimd,
  liveColourPreferred,
  liveColourSupported,
  rememberLiveColour,
} from '@/features/camera/live-colour/live-colour-support';

describe('live colour support', () => {
  afterEach(() => localStorage.clear());

  it('detects WebAssembly SIMD (Node has it)', () => {
    expect(hasWasmSimd()).toBe(true);
  });

  it('is not offered without WebGL2 (jsdom has none)', () => {
    expect(liveColourSupported()).toBe(false);
  });

  it('remembers the switch on the device, off unless turned on', () => {
    expect(liveColourPreferred()).toBe(false);
    rememberLiveColour(true);
    expect(liveColourPreferred()).toBe(true);
    rememberLiveColour(false);
    expect(liveColourPreferred()).toBe(false);
  });
});
