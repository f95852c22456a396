import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LiveColorModel } from '@hairhue/contracts';
import { absoluteUrl, type UrlBase } from './url-base';

/** Where the model's bytes are served, outside /api: the name carries the sha256, so it never changes. */
export const LIVE_MODEL_PATH = '/models';

export interface LiveColorModelSource {
  /** Where the app fetches the model, with its sha256 and size. Loads the model on first use. */
  describe(base: UrlBase): Promise<LiveColorModel>;
  /** The model's bytes when `file` is its current name (`hair-<sha256>.onnx`), else undefined. */
  read(file: string): Promise<Uint8Array | undefined>;
}

interface LoadedModel {
  bytes: Uint8Array;
  sha256: string;
  file: string;
}

/**
 * The hair model live colour runs on the device, read once from `provision` (the engine's own conversion,
 * which takes any input size) and kept in memory (0.75 MB). A failed load is not kept: the next request
 * tries again.
 */
export function createLiveColorModelSource(provision: () => Promise<string>): LiveColorModelSource {
  let loading: Promise<LoadedModel> | undefined;

  function load(): Promise<LoadedModel> {
    loading ??= provision()
      .then((modelPath) => readFile(modelPath))
      .then((buffer) => {
        const bytes = new Uint8Array(buffer);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        return { bytes, sha256, file: `hair-${sha256}.onnx` };
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  }

  return {
    async describe(base) {
      const model = await load();
      return {
        url: absoluteUrl(base, `${LIVE_MODEL_PATH}/${model.file}`),
        sha256: model.sha256,
        bytes: model.bytes.byteLength,
      };
    },
    async read(file) {
      const model = await load();
      return file === model.file ? model.bytes : undefined;
    },
  };
}
