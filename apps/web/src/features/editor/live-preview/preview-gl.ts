import type { RenderPlan } from '@hairhue/recolour';
import {
  bindFullQuad,
  HairTextures,
  linkHairProgram,
  setColourMatrices,
  setEntryPlanUniforms,
  setHaloUniforms,
  setPlanUniforms,
} from '@/lib/hair-gl/hair-program';
import type { PreviewPlanes } from './preview-planes';

/** Texture units, one per input of the fragment shader. */
const UNITS = { photo: 0, layer: 1, foreground: 2, entryOf: 3, plan: 4, halo: 5 } as const;

/**
 * Paints a render plan over a photo with WebGL2. The photo's planes are uploaded once; each paint uploads
 * only the plan (a few kilobytes) and, for shades that vary across the hair, which entry each pixel takes.
 */
export class PreviewPainter {
  private readonly gl: WebGL2RenderingContext;
  /** For a shade of one colour (its plan in uniforms) and one that varies across the hair (a plan texture). */
  private readonly programs: Record<'single' | 'perPixel', WebGLProgram>;
  private readonly textures: HairTextures<keyof typeof UNITS>;
  private readonly entryPlane: Uint8Array;

  /**
   * Null where the browser has no WebGL2: the preview is then simply absent. Throws where it has, but the
   * photo cannot be uploaded or the shader not built.
   */
  static create(canvas: HTMLCanvasElement, planes: PreviewPlanes): PreviewPainter | null {
    const gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false, alpha: false });
    if (!gl) return null;
    return new PreviewPainter(gl, planes);
  }

  private planes: PreviewPlanes;

  private constructor(gl: WebGL2RenderingContext, planes: PreviewPlanes) {
    this.gl = gl;
    this.planes = planes;
    this.textures = new HairTextures(gl, UNITS);
    // A context given back after a loss may still report the errors of freeing the old one's objects:
    // drop them, so the check at the end sees only this upload's.
    for (let k = 0; k < 16 && gl.getError() !== gl.NO_ERROR; k++);
    this.programs = {
      single: linkHairProgram(gl, { live: false, glow: true, singleEntry: true }),
      perPixel: linkHairProgram(gl, { live: false, glow: true, singleEntry: false }),
    };
    bindFullQuad(gl);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);

    const { width, height } = planes;
    this.textures.upload('photo', gl.RGBA8, width, height, gl.RGBA, gl.UNSIGNED_BYTE, planes.photo);
    this.entryPlane = new Uint8Array(width * height);
    this.textures.upload('entryOf', gl.R8UI, 1, 1, gl.RED_INTEGER, gl.UNSIGNED_BYTE, new Uint8Array(1));
    this.uploadLayer(planes);
    // Software renderers compile a shader on its first draw: do that now, not on the first tap.
    gl.viewport(0, 0, 1, 1);
    this.forEachProgram((program) => {
      for (const [name, unit] of Object.entries(UNITS)) {
        gl.uniform1i(gl.getUniformLocation(program, `u_${name}`), unit);
      }
      setColourMatrices(gl, program);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    });
    gl.finish();
    const error = gl.getError();
    if (error !== gl.NO_ERROR) throw new Error(`WebGL error ${error} while uploading the photo`);
  }

  /**
   * Takes the hair layer of `planes`, planes of the same photo (the touch-up brush changed where the hair
   * is): only the layer's textures are uploaded again, not the photo, and the shader is kept.
   */
  adoptLayer(planes: PreviewPlanes): void {
    if (planes === this.planes) return;
    if (planes.photo !== this.planes.photo) throw new Error('The planes are of another photo');
    this.planes = planes;
    this.uploadLayer(planes);
  }

  /** Paints `plan` at the canvas's current size; returns once the GPU has finished. */
  paint(plan: RenderPlan): void {
    const { gl, planes } = this;
    const canvas = gl.canvas as HTMLCanvasElement;
    gl.viewport(0, 0, canvas.width, canvas.height);
    const { entryOf } = plan.field;
    const program = this.programs[entryOf ? 'perPixel' : 'single'];
    gl.useProgram(program);
    const at = (name: string) => gl.getUniformLocation(program, name);
    gl.uniform2f(at('u_scale'), planes.width / canvas.width, planes.height / canvas.height);
    gl.uniform1f(at('u_canvasHeight'), canvas.height);
    gl.uniform1i(at('u_perPixelEntry'), entryOf ? 1 : 0);
    if (!entryOf) setEntryPlanUniforms(gl, program, plan);
    else {
      this.textures.uploadPlan('plan', plan);
      const indices = planes.layer.indices;
      for (let j = 0; j < indices.length; j++) this.entryPlane[indices[j]] = entryOf[j];
      this.textures.upload(
        'entryOf',
        gl.R8UI,
        planes.width,
        planes.height,
        gl.RED_INTEGER,
        gl.UNSIGNED_BYTE,
        this.entryPlane,
      );
    }
    setPlanUniforms(gl, program, plan);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.finish();
  }

  /** Frees the GPU memory now rather than whenever the canvas is collected. */
  dispose(): void {
    this.textures.dispose();
    this.forEachProgram((program) => this.gl.deleteProgram(program));
  }

  private uploadLayer(planes: PreviewPlanes): void {
    const { gl } = this;
    const { width, height } = planes;
    this.textures.upload('layer', gl.RGBA16F, width, height, gl.RGBA, gl.HALF_FLOAT, planes.layerPlane);
    const matte = planes.foregroundPlane;
    this.textures.upload(
      'foreground',
      gl.RGBA8,
      matte ? width : 1,
      matte ? height : 1,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      matte ?? new Uint8Array(4),
    );
    const { halo } = planes;
    this.textures.upload('halo', gl.R32F, halo.gridWidth, halo.gridHeight, gl.RED, gl.FLOAT, halo.halo);
    this.forEachProgram((program) => {
      setHaloUniforms(gl, program, halo);
      gl.uniform1f(gl.getUniformLocation(program, 'u_medianBase'), planes.layer.stats.medianBase);
      gl.uniform1i(gl.getUniformLocation(program, 'u_matte'), matte ? 1 : 0);
    });
  }

  /** Runs `set` with each program in use, so a uniform both share is set on both. */
  private forEachProgram(set: (program: WebGLProgram) => void): void {
    for (const program of Object.values(this.programs)) {
      this.gl.useProgram(program);
      set(program);
    }
  }
}
