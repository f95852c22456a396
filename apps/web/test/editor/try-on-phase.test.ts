import { specialEffects, type Shade } from '@hairhue/catalogue';
import { describe, expect, it } from 'vitest';
import { IDLE, tryOnPhaseReducer } from '@/features/editor/try-on-phase';

const shade = specialEffects[0] as Shade;

describe('try-on phase', () => {
  it('goes idle → processing → revealing → idle', () => {
    const processing = tryOnPhaseReducer(IDLE, { type: 'start', shade, fromUrl: '/o.jpg' });
    expect(processing).toEqual({ name: 'processing', shade, fromUrl: '/o.jpg', reconnecting: false });
    const revealing = tryOnPhaseReducer(processing, { type: 'reveal', resultUrl: '/r.jpg' });
    expect(revealing).toEqual({ name: 'revealing', shade, fromUrl: '/o.jpg', resultUrl: '/r.jpg' });
    expect(tryOnPhaseReducer(revealing, { type: 'finish' })).toBe(IDLE);
  });

  it('ignores a second start while one try-on runs, and a reveal when idle', () => {
    const processing = tryOnPhaseReducer(IDLE, { type: 'start', shade, fromUrl: '/o.jpg' });
    expect(tryOnPhaseReducer(processing, { type: 'start', shade, fromUrl: '/x.jpg' })).toBe(processing);
    expect(tryOnPhaseReducer(IDLE, { type: 'reveal', resultUrl: '/r.jpg' })).toBe(IDLE);
  });

  it('says reconnecting while the server is out of reach, and no longer once it answers', () => {
    const processing = tryOnPhaseReducer(IDLE, { type: 'start', shade, fromUrl: '/o.jpg' });
    const lost = tryOnPhaseReducer(processing, { type: 'connection', reachable: false });
    expect(lost).toEqual({ ...processing, reconnecting: true });
    expect(tryOnPhaseReducer(lost, { type: 'connection', reachable: false })).toBe(lost);
    expect(tryOnPhaseReducer(lost, { type: 'connection', reachable: true })).toEqual(processing);
    const revealing = tryOnPhaseReducer(lost, { type: 'reveal', resultUrl: '/r.jpg' });
    expect(revealing).toEqual({ name: 'revealing', shade, fromUrl: '/o.jpg', resultUrl: '/r.jpg' });
    expect(tryOnPhaseReducer(IDLE, { type: 'connection', reachable: false })).toBe(IDLE);
  });
});
