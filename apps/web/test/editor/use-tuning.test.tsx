import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TuningScope, tuningToSend, useTuning, useTuningState } from '@/features/editor/use-tuning';

describe('tuningToSend', () => {
  it('sends both values from premium when either differs from its default', () => {
    expect(tuningToSend({ intensity: 80, shine: 60 }, true)).toEqual({ intensity: 80, shine: 60 });
    expect(tuningToSend({ intensity: 100, shine: 0 }, true)).toEqual({ intensity: 100, shine: 0 });
  });

  it('sends nothing at the defaults, and nothing at all without premium', () => {
    expect(tuningToSend({ intensity: 100, shine: 50 }, true)).toEqual({});
    expect(tuningToSend({ intensity: 80, shine: 60 }, false)).toEqual({});
  });
});

describe('useTuningState / useTuning', () => {
  it('starts at the defaults and keeps values whole and within their ranges', () => {
    const { result } = renderHook(() => useTuningState());
    expect(result.current).toMatchObject({ tuning: { intensity: 100, shine: 50 }, isDefault: true });
    act(() => result.current.setIntensity(3));
    act(() => result.current.setShine(140));
    expect(result.current.tuning).toEqual({ intensity: 10, shine: 100 });
    act(() => result.current.setIntensity(42.6));
    expect(result.current).toMatchObject({ tuning: { intensity: 43, shine: 100 }, isDefault: false });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ tuning: { intensity: 100, shine: 50 }, isDefault: true });
  });

  it('gives every component inside one scope the same state (the sliders, the try-on, the live preview)', () => {
    function Sliders() {
      const { setShine } = useTuning();
      return (
        <button type="button" onClick={() => setShine(70)}>
          Shine 70
        </button>
      );
    }
    function Preview() {
      const { tuning } = useTuning();
      return <output>{`${tuning.intensity}/${tuning.shine}`}</output>;
    }
    render(
      <TuningScope>
        <Sliders />
        <Preview />
      </TuningScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('100/50');
    fireEvent.click(screen.getByRole('button', { name: 'Shine 70' }));
    expect(screen.getByRole('status')).toHaveTextContent('100/70');
  });

  it('refuses to be read outside the editor', () => {
    expect(() => renderHook(() => useTuning())).toThrow(/inside the editor/);
  });
});
