import { RELATIVE_LUMINANCE } from '@hairhue/recolour';
import {
  bindFullQuad,
  HairTextures,
  linkFrameProgram,
  linkHairProgram,
  POSITION_ATTRIBUTE,
  setColourMatrices,
  setEntryPlanUniforms,
  setHaloUniforms,
  setPlanUniforms,
} from '@/lib/hair-gl/hair-program';
import type { LiveLayer } from './live-layer';

/** Texture units of the hair shader's inputs in live colour (the still preview's layer and matte unused). */
const UNITS = { photo: 0, layer: 1, foreground: 2, entryOf: 3, plan: 4, halo: 5, liveLayer: 6 } as const;

/** One of the painter's programs, where its uniforms are, and those set every frame, looked up once. */
interface HairProgram {
  program: WebGLProgram;
  at: (name: string) => WebGLUniformLocation | null;
  scale: WebGLUniformLocation | null;
  canvasHeight: WebGLUniformLocation | null;
}

/**
 * Paints the camera's frames with the hair shader of the live preview (one copy of the pixel step): each
 * frame is uploaded as the photo and drawn as it is, then the hair shader runs over the newest live layer's
 * regions (the hair and what the upsampling and a glow reach), its hair from that layer, made at the
 * mask's rate. A software renderer pays per pixel shaded, so the hair shader runs on about a third of
 * the frame (37 % of demo-1's) instead of all of it, and it is built without the branches live colour
 * never takes.
 */
export class LivePainter {
  private readonly textures: HairTextures<keyof typeof UNITS>;
  private layer: LiveLayer | undefined;
  private readonly frameProgram: HairProgram;
  /**
   * Without the glow, and with it for glow effects; each for a shade of one colour (its plan in uniforms)
   * and for one that varies across the hair (ombré, balayage: its plan in a texture).
   */
  private readonly hairPrograms: Record<'plain' | 'glow', Record<'single' | 'perPixel', HairProgram>>;
  private hairProgram: HairProgram;
  private readonly frameQuad: WebGLVertexArrayObject;
  private readonly regions: { vertices: WebGLVertexArrayObject; buffer: WebGLBuffer; count: number };

  /** Null where the browser has no WebGL2: live colour is then not offered. */
  static create(canvas: HTMLCanvasElement | OffscreenCanvas): LivePainter | null {
    // A worker's canvas hands each frame to the page, so its drawing buffer need not be kept (nor did a
    // low-latency, desynchronized canvas measure any different there). On the page it is kept, so the
    // canvas can still be read after the frame is shown, as the camera's frame can.
    const preserveDrawingBuffer =
      typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement;
    const gl = canvas.getContext('webgl2', { antialias: false, alpha: false, preserveDrawingBuffer });
    return gl ? new LivePainter(gl as WebGL2RenderingContext) : null;
  }

  private constructor(private readonly gl: WebGL2RenderingContext) {
    this.textures = new HairTextures(gl, UNITS);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    this.frameProgram = this.prepare(linkFrameProgram(gl));
    const link = (glow: boolean, singleEntry: boolean) =>
      this.prepare(linkHairProgram(gl, { live: true, glow, singleEntry }));
    this.hairPrograms = {
      plain: { single: link(false, true), perPixel: link(false, false) },
      glow: { single: link(true, true), perPixel: link(true, false) },
    };
    this.hairProgram = this.hairPrograms.plain.single;
    this.frameQuad = gl.createVertexArray();
    gl.bindVertexArray(this.frameQuad);
    bindFullQuad(gl);
    const buffer = gl.createBuffer();
    this.regions = { vertices: gl.createVertexArray(), buffer, count: 0 };
    gl.bindVertexArray(this.regions.vertices);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.enableVertexAttribArray(POSITION_ATTRIBUTE);
    gl.vertexAttribPointer(POSITION_ATTRIBUTE, 2, gl.FLOAT, false, 0, 0);
    gl.bindVertexArray(null);
    // Software renderers compile a shader on its first draw: do that now, while the model loads, not on
    // the first frame painted.
    gl.viewport(0, 0, 1, 1);
    for (const program of this.programs()) this.draw(program, [1, 1], this.frameQuad, gl.TRIANGLE_STRIP, 4);
    gl.finish();
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
    const entries = layer.entryPlane;
    const hair = this.hairPrograms[layer.plan.glow ? 'glow' : 'plain'][entries ? 'perPixel' : 'single'];
    this.hairProgram = hair;
    gl.useProgram(hair.program);
    this.textures.upload('liveLayer', gl.RGBA16F, size, size, gl.RGBA, gl.HALF_FLOAT, layer.plane);
    this.uploadRegions(layer.regions);
    gl.uniform1f(hair.at('u_medianBase'), layer.medianBase);
    gl.uniform1i(hair.at('u_perPixelEntry'), entries ? 1 : 0);
    this.textures.upload(
      'entryOf',
      gl.R8UI,
      entries ? size : 1,
      entries ? size : 1,
      gl.RED_INTEGER,
      gl.UNSIGNED_BYTE,
      entries ?? new Uint8Array(1),
    );
    if (entries) this.textures.uploadPlan('plan', layer.plan);
    else setEntryPlanUniforms(gl, hair.program, layer.plan);
    setPlanUniforms(gl, hair.program, layer.plan);
    const { halo } = layer;
    if (halo) {
      this.textures.upload('halo', gl.R32F, halo.gridWidth, halo.gridHeight, gl.RED, gl.FLOAT, halo.halo);
      setHaloUniforms(gl, hair.program, halo);
    } else {
      this.textures.upload('halo', gl.R32F, 1, 1, gl.RED, gl.FLOAT, new Float32Array(1));
    }
  }

  /** Whether a layer was set: until then nothing is painted. */
  get hasLayer(): boolean {
    return this.layer !== undefined;
  }

  /** Paints `frame` (the camera's video, width × height) with the layer set last, at the canvas's size. */
  paint(frame: TexImageSource, width: number, height: number): void {
    const { gl } = this;
    if (!this.layer) return;
    const canvas = gl.canvas;
    this.textures.uploadImage('photo', frame);
    gl.viewport(0, 0, canvas.width, canvas.height);
    const scale = [width / canvas.width, height / canvas.height] as const;
    this.draw(this.frameProgram, scale, this.frameQuad, gl.TRIANGLE_STRIP, 4);
    this.draw(this.hairProgram, scale, this.regions.vertices, gl.TRIANGLES, this.regions.count);
  }

  private draw(
    { program, scale, canvasHeight }: HairProgram,
    [scaleX, scaleY]: readonly [number, number],
    vertices: WebGLVertexArrayObject,
    mode: number,
    count: number,
  ): void {
    const { gl } = this;
    gl.useProgram(program);
    gl.uniform2f(scale, scaleX, scaleY);
    gl.uniform1f(canvasHeight, gl.canvas.height);
    gl.bindVertexArray(vertices);
    gl.drawArrays(mode, 0, count);
    gl.bindVertexArray(null);
  }

  /** The GL error since the last call (0 when none), for tests. */
  error(): number {
    return this.gl.getError();
  }

  dispose(): void {
    const { gl } = this;
    this.textures.dispose();
    for (const { program } of this.programs()) gl.deleteProgram(program);
    gl.deleteVertexArray(this.frameQuad);
    gl.deleteVertexArray(this.regions.vertices);
    gl.deleteBuffer(this.regions.buffer);
  }

  private programs(): HairProgram[] {
    const { plain, glow } = this.hairPrograms;
    return [this.frameProgram, plain.single, plain.perPixel, glow.single, glow.perPixel];
  }

  /** Binds a program's samplers to their units and sets what never changes; returns it with its lookup. */
  private prepare(program: WebGLProgram): HairProgram {
    const { gl } = this;
    const at = (name: string) => gl.getUniformLocation(program, name);
    gl.useProgram(program);
    for (const [name, unit] of Object.entries(UNITS)) gl.uniform1i(at(`u_${name}`), unit);
    setColourMatrices(gl, program);
    gl.uniform3f(at('u_luminance'), ...RELATIVE_LUMINANCE);
    return { program, at, scale: at('u_scale'), canvasHeight: at('u_canvasHeight') };
  }

  /** The regions' rectangles (unit square, top down) as two clip-space triangles each. */
  private uploadRegions(rectangles: Float32Array): void {
    const { gl } = this;
    const vertices = new Float32Array((rectangles.length / 4) * 12);
    for (let r = 0; r < rectangles.length / 4; r++) {
      const left = rectangles[r * 4] * 2 - 1;
      const top = 1 - rectangles[r * 4 + 1] * 2;
      const right = rectangles[r * 4 + 2] * 2 - 1;
      const bottom = 1 - rectangles[r * 4 + 3] * 2;
      vertices.set([left, top, right, top, left, bottom, left, bottom, right, top, right, bottom], r * 12);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, this.regions.buffer);
    gl.bufferData(gl.ARRAY_BUFFER, vertices, gl.DYNAMIC_DRAW);
    this.regions.count = vertices.length / 2;
  }
}
