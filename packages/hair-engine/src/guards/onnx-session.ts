import * as ort from 'onnxruntime-node';

export interface GuardSessionOptions {
  /** Threads onnxruntime may use inside one inference. */
  intraOpThreads?: number;
}

/** An onnxruntime session created on first use, once, with the engine's usual settings. */
export class LazySession {
  private session: Promise<ort.InferenceSession> | undefined;

  constructor(
    private readonly modelPath: string,
    private readonly options: GuardSessionOptions = {},
  ) {}

  get(): Promise<ort.InferenceSession> {
    this.session ??= ort.InferenceSession.create(this.modelPath, {
      intraOpNumThreads: this.options.intraOpThreads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      // Idle threads sleep instead of spinning: the JS work after an inference needs the other core.
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
    return this.session;
  }

  /** Runs the model on one NHWC float input named "input"; returns its outputs in the model's order. */
  async run(input: Float32Array, dims: readonly number[]): Promise<Float32Array[]> {
    const session = await this.get();
    const result = await session.run({ input: new ort.Tensor('float32', input, dims) });
    return session.outputNames.map((name) => {
      const output = result[name];
      if (!output) throw new Error(`guard model returned no "${name}" output`);
      return output.data as Float32Array;
    });
  }
}
