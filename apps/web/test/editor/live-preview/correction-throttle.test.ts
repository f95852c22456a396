import type { HairStroke } from '@hairhue/contracts';
import { describe, expect, it } from 'vitest';
import { CorrectionThrottle } from '@/features/editor/live-preview/correction-throttle';
import { analysisPath } from '@/features/editor/live-preview/use-live-preview';

const stroke = (x: number): HairStroke => ({ tool: 'add', radius: 0.025, points: [x, 0.5] });

describe('the correction throttle', () => {
  it('keeps one request in flight and sends only the newest strokes after it', () => {
    const sent: (readonly HairStroke[])[] = [];
    const throttle = new CorrectionThrottle((strokes) => sent.push(strokes));
    const first = [stroke(0.1)];
    const second = [stroke(0.1), stroke(0.2)];
    const third = [stroke(0.1), stroke(0.2), stroke(0.3)];
    throttle.request(first);
    throttle.request(second);
    throttle.request(third);
    expect(sent).toEqual([first]);
    throttle.answered();
    expect(sent).toEqual([first, third]);
    throttle.answered();
    expect(sent).toHaveLength(2);
    throttle.request(second);
    expect(sent).toEqual([first, third, second]);
  });

  it('sends nothing that waited once the strokes are dropped', () => {
    const sent: (readonly HairStroke[])[] = [];
    const throttle = new CorrectionThrottle((strokes) => sent.push(strokes));
    throttle.request([stroke(0.1)]);
    throttle.request([stroke(0.2)]);
    throttle.drop();
    throttle.answered();
    expect(sent).toHaveLength(1);
  });
});

describe('the analysis a signed URL names', () => {
  it('is its path: a new signature is the same analysis, a corrected one another', () => {
    const signed = (path: string, signature: string) =>
      `http://localhost/files/${path}?expires=1&signature=${signature}`;
    expect(analysisPath(signed('photos/p/hair-mask-v3.png', 'a'))).toBe(
      analysisPath(signed('photos/p/hair-mask-v3.png', 'b')),
    );
    expect(analysisPath(signed('photos/p/hair-mask-v3.png', 'a'))).not.toBe(
      analysisPath(signed('photos/p/hair-mask-v3-r2.png', 'a')),
    );
    expect(analysisPath('/files/photos/p/a.png?signature=x')).toBe('/files/photos/p/a.png');
  });
});
