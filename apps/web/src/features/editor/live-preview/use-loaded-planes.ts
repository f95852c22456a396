import type { RenderRecipe } from '@hairhue/catalogue';
import { adoptPlanningGamutGrid, planRender } from '@hairhue/recolour';
import { useEffect, useState } from 'react';
import { logError } from '@/lib/log';
import type { PlanesRequest } from './planes.worker';
import type { PreviewPlanes } from './preview-planes';

type PlanesAnswer = { ok: true; planes: PreviewPlanes } | { ok: false; message: string };

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

/**
 * The photo's preview planes, loaded once `urls` are known (premium devices only get them). Null while
 * loading, when unsupported, or when loading failed: the editor then works as it does without a preview.
 */
export function useLoadedPlanes(urls: { photoUrl: string; planesUrl: string } | null): PreviewPlanes | null {
  const [planes, setPlanes] = useState<PreviewPlanes | null>(null);
  const photoUrl = urls?.photoUrl;
  const planesUrl = urls?.planesUrl;
  useEffect(() => {
    if (!photoUrl || !planesUrl || !supportsLivePreview()) return;
    const worker = new Worker(new URL('./planes.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PlanesAnswer>) => {
      if (event.data.ok) setPlanes(readyToPlan(event.data.planes));
      else logError('live preview', event.data.message);
      worker.terminate();
    };
    worker.onerror = (event) => logError('live preview', event.message);
    worker.postMessage({ photoUrl, planesUrl } satisfies PlanesRequest);
    return () => worker.terminate();
  }, [photoUrl, planesUrl]);
  return planes;
}
