import { RELATIVE_LUMINANCE } from '@hairhue/recolour';
import {
  bindFullQuad,
  HairTextures,
  linkHairProgram,
  setColourMatrices,
  setHaloUniforms,
  setPlanUniforms,
} from '@/lib/hair-gl/hair-program';
import type { LiveLayer } from './live-layer';

/** Texture units of the hair shader's inputs in live colour (the still preview's layer and matte unused). */
const UNITS = { photo: 0, layer: 1, foreground: 2, entryOf: 3, plan: 4, halo: 5, liveLayer: 6 } as const;

/**
 * Paints the camera's frames with the hair shader of the live preview (one copy of the pixel step): each
 * frame is uploaded as the photo, and its hair comes from the newest live layer, made at the mask's rate.
 */
export class LivePainter {
  private readonly textures: HairTextures<keyof typeof UNITS>;
  private layer: LiveLayer | undefined;

  /** Null where the browser has no WebGL2: live colour is then not offered. */
  static create(canvas: HTMLCanvasElement | OffscreenCanvas): LivePainter | null {
    const gl = canvas.getContext('webgl2', { antialias: false, alpha: false, preserveDrawingBuffer: true });
    return gl ? new LivePainter(gl as WebGL2RenderingContext) : null;
  }

  private readonly program: WebGLProgram;

  private constructor(private readonly gl: WebGL2RenderingContext) {
    this.textures = new HairTextures(gl, UNITS);
    this.program = linkHairProgram(gl);
    gl.useProgram(this.program);
    bindFullQuad(gl, this.program);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    for (const [name, unit] of Object.entries(UNITS)) {
      gl.uniform1i(gl.getUniformLocation(this.program, `u_${name}`), unit);
    }
    setColourMatrices(gl, this.program);
    gl.uniform1i(this.location('u_live'), 1);
    gl.uniform1i(this.location('u_matte'), 0);
    gl.uniform3f(this.location('u_luminance'), ...RELATIVE_LUMINANCE);
    // The still preview's inputs the live branch never reads, bound so every sampler has a texture.
    const none = new Uint8Array(4);
    this.textures.upload('layer', gl.RGBA8, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, none);
    this.textures.upload('foreground', gl.RGBA8, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, none);
  }

  /** Takes a new live layer (a new mask, or another shade): used from the next frame painted. */
  setLayer(layer: LiveLayer): void {
    const { gl } = this;
    this.layer = layer;
    const { size } = layer;
    this.textures.upload('liveLayer', gl.RGBA16F, size, size, gl.RGBA, gl.HALF_FLOAT, layer.plane, gl.LINEAR);
    gl.uniform1f(this.location('u_medianBase'), layer.medianBase);
    gl.uniform1i(this.location('u_perPixelEntry'), layer.entryPlane ? 1 : 0);
    const entries = layer.entryPlane;
    this.textures.upload(
      'entryOf',
      gl.R8,
      entries ? size : 1,
      entries ? size : 1,
      gl.RED,
      gl.UNSIGNED_BYTE,
      entries ?? new Uint8Array(1),
    );
    this.textures.uploadPlan('plan', layer.plan);
    setPlanUniforms(gl, this.program, layer.plan);
    const { halo } = layer;
    if (halo) {
      this.textures.upload('halo', gl.R32F, halo.gridWidth, halo.gridHeight, gl.RED, gl.FLOAT, halo.halo);
      setHaloUniforms(gl, this.program, halo);
    } else {
      this.textures.upload('halo', gl.R32F, 1, 1, gl.RED, gl.FLOAT, new Float32Array(1));
    }
  }

  /** Paints `frame` (the camera's video, width × height) with the layer set last, at the canvas's size. */
  paint(frame: TexImageSource, width: number, height: number): void {
    const { gl } = this;
    if (!this.layer) return;
    const canvas = gl.canvas;
    this.textures.uploadImage('photo', frame);
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.uniform2f(this.location('u_scale'), width / canvas.width, height / canvas.height);
    gl.uniform1f(this.location('u_canvasHeight'), canvas.height);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  /** The GL error since the last call (0 when none), for tests. */
  error(): number {
    return this.gl.getError();
  }

  dispose(): void {
    this.textures.dispose();
    this.gl.deleteProgram(this.program);
  }

  private location(name: string): WebGLUniformLocation | null {
    return this.gl.getUniformLocation(this.program, name);
  }
}
