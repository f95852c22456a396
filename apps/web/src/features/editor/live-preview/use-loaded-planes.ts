import type { RenderRecipe } from '@hairhue/catalogue';
import type { HairStroke } from '@hairhue/contracts';
import { adoptPlanningGamutGrid, planRender } from '@hairhue/recolour';
import { useEffect, useMemo, useRef, useState } from 'react';
import { logError } from '@/lib/log';
import { CorrectionThrottle } from './correction-throttle';
import type { PlanesAnswer, PlanesRequest } from './planes.worker';
import type { PreviewLayer, PreviewPlanes } from './preview-planes';

let webgl2: boolean | undefined;

/** Whether this browser has WebGL2 (its float textures included): without it the preview is simply absent. */
export function supportsLivePreview(): boolean {
  if (webgl2 === undefined) {
    const gl = document.createElement('canvas').getContext('webgl2');
    webgl2 = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return webgl2;
}

const WARM_UP_RECIPE: RenderRecipe = { kind: 'solid', color: '#8b4513' };

/**
 * Readies this thread's planner for the photo, once, as its planes arrive: the worker's gamut grid spares
 * it the bisections, and a first plan warms the planning code, so the first tap is as quick as the rest.
 */
function readyToPlan(planes: PreviewPlanes): PreviewPlanes {
  adoptPlanningGamutGrid(planes.gamutGrid);
  planRender(planes.layer, WARM_UP_RECIPE);
  return planes;
}

export interface LoadedPlanes {
  /** Null while loading, when unsupported, or when loading failed. */
  planes: PreviewPlanes | null;
  /** The newest of the strokes is an 'add' stroke that adds nothing, as nothing under it looks like hair. */
  newestStrokeWithoutHair: boolean;
}

interface CorrectedLayer {
  of: PreviewPlanes;
  layer: PreviewLayer;
  newestWithoutHair: boolean;
}

/**
 * The photo's preview planes, loaded once `urls` are known (premium devices only get them). Null while
 * loading, when unsupported, or when loading failed: the editor then works as it does without a preview.
 *
 * With `strokes` (the touch-up brush is open, or has just saved), the hair layer is prepared again with
 * them applied, as fast as the worker manages while they change, and the planes carry that layer; the
 * answer also tells whether the newest stroke found anything like hair to add.
 */
export function useLoadedPlanes(
  urls: { photoUrl: string; planesUrl: string } | null,
  strokes: readonly HairStroke[] | null = null,
): LoadedPlanes {
  const [planes, setPlanes] = useState<PreviewPlanes | null>(null);
  const [corrected, setCorrected] = useState<CorrectedLayer | null>(null);
  const throttleRef = useRef<CorrectionThrottle | null>(null);
  const photoUrl = urls?.photoUrl;
  const planesUrl = urls?.planesUrl;
  useEffect(() => {
    if (!photoUrl || !planesUrl || !supportsLivePreview()) return;
    // Kept while the editor is open: it holds the analysis the brush's strokes are applied to.
    const worker = new Worker(new URL('./planes.worker.ts', import.meta.url), { type: 'module' });
    const throttle = new CorrectionThrottle((next) =>
      worker.postMessage({ kind: 'correct', strokes: next } satisfies PlanesRequest),
    );
    let loaded: PreviewPlanes | null = null;
    worker.onmessage = (event: MessageEvent<PlanesAnswer>) => {
      const answer = event.data;
      if (!answer.ok) {
        logError('live preview', answer.message);
        if (answer.kind === 'layer') throttle.answered();
        return;
      }
      if (answer.kind === 'planes') {
        loaded = readyToPlan(answer.planes);
        setCorrected(null);
        setPlanes(loaded);
        throttleRef.current = throttle;
        return;
      }
      throttle.answered();
      if (loaded) {
        setCorrected({ of: loaded, layer: answer.layer, newestWithoutHair: answer.newestWithoutHair });
      }
    };
    worker.onerror = (event) => logError('live preview', event.message);
    worker.postMessage({ kind: 'load', photoUrl, planesUrl } satisfies PlanesRequest);
    return () => {
      throttleRef.current = null;
      worker.terminate();
    };
  }, [photoUrl, planesUrl]);

  useEffect(() => {
    const throttle = throttleRef.current;
    if (!throttle || !planes) return;
    if (strokes) throttle.request(strokes);
    else throttle.drop();
  }, [planes, strokes]);

  const correcting = strokes !== null;
  // One object per layer: the canvas repaints when it changes, not on every render.
  return useMemo(() => {
    // The automatic layer once the strokes are gone, or until the first corrected one is ready.
    if (!planes || !correcting || !corrected || corrected.of !== planes) {
      return { planes, newestStrokeWithoutHair: false };
    }
    const { layer, newestWithoutHair } = corrected;
    return { planes: { ...planes, ...layer }, newestStrokeWithoutHair: newestWithoutHair };
  }, [planes, correcting, corrected]);
}
