import type { RenderRecipe, Shade } from '@hairhue/catalogue';

import type { HairAnalysis } from './analysis';
import type { Appearance, MeasureOptions } from './appearance';
import { measureAppearance } from './appearance';
import { createAnalysis, decodeAnalysis, encodeAnalysis } from './analysis';
import { correctHairAnalysis, type CorrectedAnalysis } from './correction';
import { encodeJpeg } from './image/encode';
import type { DecodedPhoto, IntakeOptions } from './image/intake';
import { decodePhoto } from './image/intake';
import type { HairLayer, HairStrokeInput, RenderTuning, RgbImage } from '@hairhue/recolour';
import { prepareHairLayer, renderRecipe } from '@hairhue/recolour';
import type { ProvisionOptions } from './model/provision';
import { provisionHairModel } from './model/provision';
import { Guards } from './guards';
import { HairModel } from './segmentation/hair-model';
import { segmentHair } from './segmentation/segment';
import { computeMatte } from './matting/matte';

/** Where analyses are kept between processes (the server puts them in its object storage). */
export interface AnalysisStore {
  get(key: string): Promise<Uint8Array | undefined>;
  set(key: string, bytes: Uint8Array): Promise<void>;
}

export interface HairEngineOptions {
  /** An ONNX file to use as is; otherwise the model is provisioned (shared folder, cache or download). */
  modelPath?: string;
  provision?: ProvisionOptions;
  /**
   * Threads one inference may use. Default 2: a photo's analysis is what a person waits for, and on a small
   * machine it is quickest spread over both cores; a server running many renders at once may prefer 1.
   */
  threads?: number;
  /** How many prepared photos to keep in memory for further renders (a dice roll, the next colour). */
  preparedCacheSize?: number;
  analysisStore?: AnalysisStore;
  /**
   * Whether analyses hold a matte (alpha with the hair's own colour on the outline; the default) or the
   * refined hair probability alone, as engines before version 4 made them (kept for measuring the two).
   */
  matte?: boolean;
}

/** A decoded photo with its hair prepared: render it in as many shades as you like. */
export interface PreparedPhoto {
  image: RgbImage;
  layer: HairLayer;
}

/**
 * The hair engine: decode a photo, find its hair once, render any catalogue shade over it.
 *
 *   const engine = await HairEngine.create();
 *   const { image } = await engine.decode(bytes);
 *   const prepared = engine.prepare(image, await engine.analyse(image, photoId));
 *   const jpeg = await engine.renderJpeg(prepared, findShade('copper'));
 */
export class HairEngine {
  private readonly inFlight = new Map<string, Promise<HairAnalysis>>();
  /** Most recently used last. */
  private readonly prepared = new Map<string, PreparedPhoto>();

  private constructor(
    private readonly model: HairModel,
    private readonly guards: Guards,
    private readonly store: AnalysisStore | undefined,
    private readonly preparedCacheSize: number,
    private readonly withMatte: boolean,
  ) {}

  static async create(options: HairEngineOptions = {}): Promise<HairEngine> {
    const modelPath = options.modelPath ?? (await provisionHairModel(options.provision));
    const model = new HairModel(modelPath, { intraOpThreads: options.threads ?? 2 });
    await model.load();
    const guards = await Guards.create({ intraOpThreads: options.threads ?? 2 });
    return new HairEngine(
      model,
      guards,
      options.analysisStore,
      options.preparedCacheSize ?? 4,
      options.matte ?? true,
    );
  }

  decode(bytes: Uint8Array, options?: IntakeOptions): Promise<DecodedPhoto> {
    return decodePhoto(bytes, options);
  }

  /**
   * The photo's hair analysis. With a `key` (a photo id), it is computed once: later calls — in this process
   * or, through the analysis store, in any other — load it instead, and concurrent calls share one computation.
   */
  analyse(image: RgbImage, key?: string): Promise<HairAnalysis> {
    if (key === undefined) return this.computeAnalysis(image);
    const running = this.inFlight.get(key);
    if (running) return running;
    const analysis = this.loadOrCompute(image, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, analysis);
    return analysis;
  }

  /**
   * The analysis with a person's touch-up strokes applied, refined against the photo (prepare and render it
   * like any other), and the 'add' strokes that found nothing like hair. Strokes are in the contract's terms (positions fractions of the photo's size, radius a
   * fraction of its long side), applied in order. A matte stays a matte, its outline's hair colour
   * carried over (`correctHairAnalysis`). Keep a corrected photo's prepared layer under a key of its own (photo id and
   * correction revision), so the uncorrected one is not reused.
   */
  correctAnalysis(
    image: RgbImage,
    analysis: HairAnalysis,
    strokes: readonly HairStrokeInput[],
  ): CorrectedAnalysis {
    return correctHairAnalysis(image, analysis, strokes);
  }

  /**
   * Gets a photo ready for rendering. With a `key` (the photo id), the result is kept for the next renders
   * of the same photo — the six of a dice roll, or the next colour a person tries.
   */
  prepare(image: RgbImage, analysis: HairAnalysis, key?: string): PreparedPhoto {
    if (analysis.width !== image.width || analysis.height !== image.height) {
      throw new RangeError('the analysis belongs to a photo of another size');
    }
    if (key === undefined) return { image, layer: layerOf(image, analysis) };
    const kept = this.prepared.get(key);
    if (kept && kept.image.width === image.width && kept.image.height === image.height) {
      this.prepared.delete(key);
      this.prepared.set(key, kept);
      return kept;
    }
    const fresh = { image, layer: layerOf(image, analysis) };
    this.prepared.set(key, fresh);
    for (const oldest of this.prepared.keys()) {
      if (this.prepared.size <= this.preparedCacheSize) break;
      this.prepared.delete(oldest);
    }
    return fresh;
  }

  /** Renders a shade over the prepared photo; `tuning` (intensity, shine; whole percent) defaults to the plain render. */
  render(prepared: PreparedPhoto, shade: Shade | RenderRecipe, tuning?: Partial<RenderTuning>): RgbImage {
    return renderRecipe(prepared.image, prepared.layer, 'recipe' in shade ? shade.recipe : shade, tuning);
  }

  renderJpeg(
    prepared: PreparedPhoto,
    shade: Shade | RenderRecipe,
    quality = 90,
    tuning?: Partial<RenderTuning>,
  ): Promise<Buffer> {
    return encodeJpeg(this.render(prepared, shade, tuning), quality);
  }

  /**
   * The person's skin tone, hair level and contrast, for the 'Suits you' row: measured on the best face the
   * face guard finds, undefined when it finds none or too little skin or hair shows (the row is then hidden).
   */
  async appearance(
    image: RgbImage,
    analysis: HairAnalysis,
    options: Pick<MeasureOptions, 'lighting'> = {},
  ): Promise<Appearance | undefined> {
    if (analysis.width !== image.width || analysis.height !== image.height) {
      throw new RangeError('the analysis belongs to a photo of another size');
    }
    const { faces, person } = await this.guards.look(image);
    const [face] = faces;
    return face ? measureAppearance(image, analysis.mask, face, { ...options, person }) : undefined;
  }

  private async loadOrCompute(image: RgbImage, key: string): Promise<HairAnalysis> {
    const stored = await this.store?.get(key);
    if (stored) {
      try {
        const analysis = await decodeAnalysis(stored);
        if (analysis.width === image.width && analysis.height === image.height) return analysis;
      } catch {
        // A damaged or stale entry is recomputed and overwritten below.
      }
    }
    const analysis = await this.computeAnalysis(image);
    await this.store?.set(key, await encodeAnalysis(analysis));
    return analysis;
  }

  private async computeAnalysis(image: RgbImage): Promise<HairAnalysis> {
    const seen = await this.guards.look(image);
    const probability = await segmentHair(image, this.model, this.guards, seen);
    if (this.withMatte) {
      const matte = await computeMatte(image, probability, { faces: seen.faces, person: seen.person });
      return createAnalysis(image.width, image.height, matte.alpha, matte.band.foreground);
    }
    const mask = new Uint8Array(probability.data.length);
    for (let i = 0; i < mask.length; i++) mask[i] = (probability.data[i] * 255 + 0.5) | 0;
    return createAnalysis(image.width, image.height, mask);
  }
}

/** The hair layer of an analysis: a matte's alpha and hair colour when it holds one, else its probability. */
function layerOf(image: RgbImage, analysis: HairAnalysis): HairLayer {
  return prepareHairLayer(image, analysis.mask, analysis.foreground);
}
