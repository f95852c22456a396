import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import { convertTfliteToOnnx } from '../../src/model/convert';
import { OnnxAttributeType, type OnnxModelProto, type OnnxNodeProto } from '../../src/model/onnx-proto';
import { decodeOnnxModel } from '../../src/model/onnx-writer';
import { SHARED_TFLITE } from './shared-fixtures';

function attribute(node: OnnxNodeProto, name: string): number | number[] | undefined {
  const found = node.attribute?.find((a) => a.name === name);
  return found?.type === OnnxAttributeType.INTS ? found.ints : found?.i;
}

describe('ONNX graph converted from the MediaPipe hair model', () => {
  let model: OnnxModelProto;
  let nodes: OnnxNodeProto[];

  beforeAll(() => {
    model = decodeOnnxModel(convertTfliteToOnnx(readFileSync(SHARED_TFLITE)));
    nodes = model.graph.node;
  });

  it('targets IR 7 and the default-domain opset 13', () => {
    expect(model.irVersion).toBe(7);
    expect(model.opsetImport).toEqual([{ version: 13 }]);
  });

  it('maps every TFLite op to the expected ONNX op types and counts', () => {
    const counts: Record<string, number> = {};
    for (const node of nodes) counts[node.opType] = (counts[node.opType] ?? 0) + 1;
    expect(counts).toEqual({
      Transpose: 1,
      Conv: 119, // 90 CONV_2D + 28 DEPTHWISE_CONV_2D, and the softmax's pair differences
      PRelu: 100,
      Add: 28,
      Concat: 2,
      MaxPool: 3,
      MaxUnpool: 3,
      ConvTranspose: 5,
      Sigmoid: 1,
    });
    expect(nodes).toHaveLength(262);
  });

  it('takes NHWC "input" [1,512,512,4] through a Transpose(0,3,1,2) first', () => {
    const [dims] = model.graph.input.map((i) => i.type.tensorType.shape.dim.map((d) => d.dimValue));
    expect(model.graph.input.map((i) => i.name)).toEqual(['input']);
    expect(dims).toEqual([1, 512, 512, 4]);
    expect(nodes[0]?.opType).toBe('Transpose');
    expect(nodes[0]?.input).toEqual(['input']);
    expect(attribute(nodes[0] as OnnxNodeProto, 'perm')).toEqual([0, 3, 1, 2]);
  });

  it('ends with the softmax over its two channels, as sigmoids of their differences, named "mask" [1,2,512,512]', () => {
    const [differences, last] = nodes.slice(-2) as [OnnxNodeProto, OnnxNodeProto];
    expect(differences.opType).toBe('Conv');
    expect(attribute(differences, 'kernel_shape')).toEqual([1, 1]);
    const weights = model.graph.initializer.find((tensor) => tensor.name === differences.input[1]);
    expect(weights?.dims).toEqual([2, 2, 1, 1]);
    const raw = weights?.rawData ?? new Uint8Array();
    expect(Array.from(new Float32Array(Uint8Array.from(raw).buffer))).toEqual([1, -1, -1, 1]);
    expect(last.opType).toBe('Sigmoid');
    expect(last.input).toEqual(differences.output);
    expect(last.output).toEqual(['mask']);
    expect(
      model.graph.output.map((o) => [o.name, o.type.tensorType.shape.dim.map((d) => d.dimValue)]),
    ).toEqual([['mask', [1, 2, 512, 512]]]);
  });

  it('feeds each MaxUnpool the indices of its matching MaxPool', () => {
    const poolIndices = nodes.filter((n) => n.opType === 'MaxPool').map((n) => n.output[1]);
    const unpoolIndices = nodes.filter((n) => n.opType === 'MaxUnpool').map((n) => n.input[1]);
    expect(poolIndices.every((name) => name !== undefined)).toBe(true);
    expect(new Set(unpoolIndices)).toEqual(new Set(poolIndices));
    for (const node of nodes.filter((n) => n.opType === 'MaxPool' || n.opType === 'MaxUnpool')) {
      expect(attribute(node, 'kernel_shape')).toEqual([2, 2]);
      expect(attribute(node, 'strides')).toEqual([2, 2]);
    }
  });

  it('gives 3×3 stride-2 ConvTranspose SAME pads [0,0,1,1] and IOHW weights', () => {
    const transposed = nodes.filter((n) => n.opType === 'ConvTranspose');
    const threeByThree = transposed.filter((n) => String(attribute(n, 'kernel_shape')) === '3,3');
    expect(threeByThree).toHaveLength(3);
    for (const node of threeByThree) expect(attribute(node, 'pads')).toEqual([0, 0, 1, 1]);
    // The last one maps 8 channels to the 2 logits: TFLite OHWI [2,2,2,8] becomes IOHW [8,2,2,2].
    const last = transposed.at(-1) as OnnxNodeProto;
    const weights = model.graph.initializer.find((t) => t.name === last.input[1]);
    expect(weights?.dims).toEqual([8, 2, 2, 2]);
  });

  it('makes depthwise convolutions grouped Convs with C×1×kh×kw weights', () => {
    const depthwise = nodes.filter((n) => n.opType === 'Conv' && (attribute(n, 'group') as number) > 1);
    expect(depthwise).toHaveLength(28);
    for (const node of depthwise) {
      const weights = model.graph.initializer.find((t) => t.name === node.input[1]);
      expect(weights?.dims[0]).toBe(attribute(node, 'group'));
      expect(weights?.dims[1]).toBe(1);
    }
  });

  it('reshapes PReLU alphas from [1,1,C] to [C,1,1] for NCHW broadcasting', () => {
    const first = nodes.find((n) => n.opType === 'PRelu') as OnnxNodeProto;
    expect(model.graph.initializer.find((t) => t.name === first.input[1])?.dims).toEqual([8, 1, 1]);
  });

  it('remaps the NHWC channel axis of Concat (-1) to NCHW axis 1', () => {
    for (const node of nodes.filter((n) => n.opType === 'Concat')) expect(attribute(node, 'axis')).toBe(1);
  });
});
