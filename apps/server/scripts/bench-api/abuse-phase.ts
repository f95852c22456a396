import type { Shade } from '@hairhue/catalogue';
import { HAIR_CORRECTION_LIMITS, type HairStroke } from '@hairhue/contracts';
import type { ApiClient } from './client';
import { timeTryOn } from './phases';
import { sleep } from './stats';

/** Points per stroke of the abuser's corrections: the audit's 200 × 100, about 277 KB a save. */
const ABUSE_POINTS_PER_STROKE = 100;
/** After a 429, the abuser tries again this soon: refused saves cost it nothing. */
const RETRY_AFTER_REFUSAL_MS = 1000;
/** The abuse runs this long before the other device starts its try-ons, so its backlog is there. */
const HEAD_START_MS = 3000;

export interface AbuseDevices {
  victim: { token: string; photoId: string };
  abuser: { token: string; photoIds: readonly string[] };
}

export interface AbuseRun {
  /** The other device's try-ons (POST → completed, ms) with nothing else running, then during the abuse. */
  quiet: number[];
  loaded: number[];
  saves: { accepted: number; refused: number };
  abuserTryOns: number;
  planes: { answered: number; notReady: number };
}

/** The largest legal correction: 200 strokes of the largest brush, their points anywhere, alternating tools. */
export function maximalCorrection(seed: number): HairStroke[] {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: a different correction per save, so each is a new revision to make.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return Number(((state >>> 0) / 2 ** 32).toFixed(4));
  };
  return Array.from({ length: HAIR_CORRECTION_LIMITS.maxStrokes }, (_, index) => ({
    tool: index % 2 === 0 ? 'add' : 'remove',
    radius: HAIR_CORRECTION_LIMITS.maxRadius,
    points: Array.from({ length: 2 * ABUSE_POINTS_PER_STROKE }, next),
  }));
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One run of the abuse phase (issue 23 §2): the other device's try-ons alone, then again while the abuser
 * saves maximal corrections as fast as the rate limit lets it (asking for the live preview's planes of all
 * its photos after every accepted save, as a premium device may) and tries colours on back to back.
 */
export async function abuseRun(
  api: ApiClient,
  devices: AbuseDevices,
  shades: readonly Shade[],
  samples: number,
  seed: number,
): Promise<AbuseRun> {
  const { victim, abuser } = devices;
  const victimShade = (index: number) => shades[index % shades.length];
  const quiet: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    quiet.push((await timeTryOn(api, victim.token, victim.photoId, victimShade(index))).ms);
  }

  let abusing = true;
  const saves = { accepted: 0, refused: 0 };
  const planes = { answered: 0, notReady: 0 };
  let abuserTryOns = 0;
  const saving = (async () => {
    for (let save = 0; abusing; save += 1) {
      const photoId = abuser.photoIds[save % abuser.photoIds.length];
      const status = await api.saveHairCorrection(
        abuser.token,
        photoId,
        maximalCorrection(seed * 1000 + save),
      );
      if (status === 429) {
        saves.refused += 1;
        await sleep(RETRY_AFTER_REFUSAL_MS);
        continue;
      }
      saves.accepted += 1;
      const answers = await Promise.all(abuser.photoIds.map((id) => api.previewPlanes(abuser.token, id)));
      for (const answer of answers) {
        if (answer === 200) planes.answered += 1;
        else if (answer === 409) planes.notReady += 1;
        else throw new Error(`preview planes answered ${answer}`);
      }
    }
  })();
  const trying = (async () => {
    for (let index = 0; abusing; index += 1) {
      const photoId = abuser.photoIds[index % abuser.photoIds.length];
      await timeTryOn(api, abuser.token, photoId, shades[(index + 7) % shades.length]);
      abuserTryOns += 1;
    }
  })();
  try {
    await sleep(HEAD_START_MS);
    const loaded: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      loaded.push((await timeTryOn(api, victim.token, victim.photoId, victimShade(samples + index))).ms);
    }
    return { quiet, loaded, saves, abuserTryOns, planes };
  } finally {
    abusing = false;
    await Promise.all([saving, trying]);
  }
}
