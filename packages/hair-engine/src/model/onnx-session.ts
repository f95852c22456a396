import * as ort from 'onnxruntime-node';

import { ONNX_INPUT_NAME } from './convert';

export interface OnnxSessionOptions {
  /** Threads onnxruntime may use inside one inference. */
  intraOpThreads?: number;
  /**
   * Whether onnxruntime's idle intra-op threads spin waiting for the next piece of work (its default) or
   * sleep. Spinning answers a little sooner but holds a core that the JavaScript after an inference needs.
   */
  spinning?: boolean;
}

/**
 * One of the engine's networks (the hair model or a guard, all converted by our converter with one NHWC
 * float input named ONNX_INPUT_NAME): an onnxruntime session created on first use, once, with the engine's
 * usual settings.
 */
export class LazySession {
  private session: Promise<ort.InferenceSession> | undefined;

  constructor(
    private readonly modelPath: string,
    private readonly options: OnnxSessionOptions = {},
  ) {}

  get(): Promise<ort.InferenceSession> {
    const { intraOpThreads = 1, spinning = false } = this.options;
    this.session ??= ort.InferenceSession.create(this.modelPath, {
      intraOpNumThreads: intraOpThreads,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      extra: { session: { intra_op: { allow_spinning: spinning ? '1' : '0' } } },
    });
    return this.session;
  }

  /** Runs the network on one input of shape `dims`; returns its outputs in the network's order. */
  async run(input: Float32Array, dims: readonly number[]): Promise<Float32Array[]> {
    const session = await this.get();
    const result = await session.run({ [ONNX_INPUT_NAME]: new ort.Tensor('float32', input, dims) });
    return session.outputNames.map((name) => {
      const output = result[name];
      if (!output) throw new Error(`${this.modelPath} returned no "${name}" output`);
      return output.data as Float32Array;
    });
  }
}
