import type { GlowHaloField, RenderPlan } from '@hairhue/recolour';
import {
  hexToRgb,
  OKLAB_LAB_TO_LMS,
  OKLAB_LMS_TO_LAB,
  OKLAB_LMS_TO_RGB,
  OKLAB_RGB_TO_LMS,
} from '@hairhue/recolour';
import {
  FRAME_SHADER,
  fragmentShader,
  PLAN_HEIGHT,
  PLAN_ROWS,
  VERTEX_SHADER,
  type HairShaderVariant,
} from './hair-shader';

/*
 * What both painters of the hair shader share (the editor's live preview of a photo and the camera's live
 * colour): building the program, and handing it a render plan.
 */

/** The vertex attribute every program here reads its corner positions from. */
export const POSITION_ATTRIBUTE = 0;

/** Compiles and links the hair shader's `variant`; throws with the driver's log when it does not. */
export function linkHairProgram(gl: WebGL2RenderingContext, variant: HairShaderVariant): WebGLProgram {
  return linkProgram(gl, fragmentShader(variant));
}

/** The program that draws the camera's frame as it is (live colour, away from the hair). */
export function linkFrameProgram(gl: WebGL2RenderingContext): WebGLProgram {
  return linkProgram(gl, FRAME_SHADER);
}

function linkProgram(gl: WebGL2RenderingContext, fragment: string): WebGLProgram {
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX_SHADER],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('WebGL could not create a shader');
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
      throw new Error(`The preview shader did not compile: ${gl.getShaderInfoLog(shader) ?? ''}`);
    }
    gl.attachShader(program, shader);
  }
  gl.bindAttribLocation(program, POSITION_ATTRIBUTE, 'position');
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(`The preview shader did not link: ${gl.getProgramInfoLog(program) ?? ''}`);
  }
  return program;
}

/** A quad over the whole canvas (a triangle strip of 4 corners), bound to POSITION_ATTRIBUTE. */
export function bindFullQuad(gl: WebGL2RenderingContext): void {
  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(POSITION_ATTRIBUTE);
  gl.vertexAttribPointer(POSITION_ATTRIBUTE, 2, gl.FLOAT, false, 0, 0);
}

/** The package's OKLab matrices, uploaded transposed (GLSL's mat3 is column-major, the package's row-major). */
export function setColourMatrices(gl: WebGL2RenderingContext, program: WebGLProgram): void {
  const matrix = (name: string, rowMajor: readonly number[]) =>
    gl.uniformMatrix3fv(gl.getUniformLocation(program, name), true, rowMajor);
  matrix('u_rgbToLms', OKLAB_RGB_TO_LMS);
  matrix('u_lmsToLab', OKLAB_LMS_TO_LAB);
  matrix('u_labToLms', OKLAB_LAB_TO_LMS);
  matrix('u_lmsToRgb', OKLAB_LMS_TO_RGB);
}

/** The plan's per-entry rows as the shader's R32F plan texture: PLAN_HEIGHT rows × one column per entry. */
function planTextureData(plan: RenderPlan): { data: Float32Array; width: number; height: number } {
  const { entries, field } = plan;
  const size = entries.centre.length;
  const data = new Float32Array(size * PLAN_HEIGHT);
  // Every one-value-per-entry row of PLAN_ROWS (a new plan field fails to compile until it has a row).
  const { limit, ...perEntry } = entries;
  const rows: Record<Exclude<keyof typeof PLAN_ROWS, 'limit'>, ArrayLike<number>> = {
    ...perEntry,
    targetLightness: field.table.lightness,
  };
  for (const [name, values] of Object.entries(rows)) {
    const row = PLAN_ROWS[name as keyof typeof rows];
    for (let e = 0; e < size; e++) data[row * size + e] = values[e];
  }
  const steps = PLAN_HEIGHT - PLAN_ROWS.limit;
  for (let e = 0; e < size; e++) {
    for (let k = 0; k < steps; k++) data[(PLAN_ROWS.limit + k) * size + e] = limit[e * steps + k];
  }
  return { data, width: size, height: PLAN_HEIGHT };
}

/**
 * A single-entry plan's rows as the uniforms of the shader's `singleEntry` variant (u_entryPlan in PLAN_ROWS
 * order, u_entryLimit the gamut limit), the same values the plan texture holds (`planTextureData`).
 */
export function setEntryPlanUniforms(
  gl: WebGL2RenderingContext,
  program: WebGLProgram,
  plan: RenderPlan,
): void {
  const { data, width } = planTextureData(plan);
  if (width !== 1) throw new RangeError('the plan has an entry per pixel: it needs the plan texture');
  gl.uniform1fv(gl.getUniformLocation(program, 'u_entryPlan'), data, 0, PLAN_ROWS.limit);
  gl.uniform1fv(gl.getUniformLocation(program, 'u_entryLimit'), data, PLAN_ROWS.limit);
}

/** The plan's scalar uniforms: sheen, highlight desaturation, intensity and the glow. */
export function setPlanUniforms(gl: WebGL2RenderingContext, program: WebGLProgram, plan: RenderPlan): void {
  const at = (name: string) => gl.getUniformLocation(program, name);
  gl.uniform1f(at('u_sheen'), plan.sheen);
  gl.uniform1f(at('u_highlightDesaturation'), plan.field.style.highlightDesaturation);
  gl.uniform1f(at('u_intensity'), plan.intensity);
  gl.uniform1i(at('u_glow'), plan.glow ? 1 : 0);
  if (plan.glow) {
    const { r, g, b } = hexToRgb(plan.glow.colour);
    gl.uniform3f(at('u_glowColour'), r / 255, g / 255, b / 255);
    gl.uniform1f(at('u_glowStrength'), plan.glow.strength);
  }
}

/** The textures of one painter, each on its own texture unit, made on first upload. */
export class HairTextures<Name extends string> {
  private readonly textures = new Map<Name, WebGLTexture>();

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly units: Record<Name, number>,
  ) {}

  /** Uploads `data` into the named texture; NEAREST (texelFetch) unless the shader samples between texels. */
  upload(
    name: Name,
    internalFormat: number,
    width: number,
    height: number,
    format: number,
    type: number,
    data: ArrayBufferView,
    filter: number = this.gl.NEAREST,
  ): void {
    const { gl } = this;
    this.bind(name);
    gl.texImage2D(gl.TEXTURE_2D, 0, internalFormat, width, height, 0, format, type, data);
    this.filter(filter);
  }

  /** Uploads a render plan into the named texture, as the shader reads it (`planTextureData`). */
  uploadPlan(name: Name, plan: RenderPlan): void {
    const { gl } = this;
    const { data, width, height } = planTextureData(plan);
    this.upload(name, gl.R32F, width, height, gl.RED, gl.FLOAT, data);
  }

  /** Uploads a video frame (or any image source) into the named texture, as RGBA8. */
  uploadImage(name: Name, source: TexImageSource): void {
    const { gl } = this;
    this.bind(name);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE, source);
    this.filter(gl.NEAREST);
  }

  dispose(): void {
    for (const texture of this.textures.values()) this.gl.deleteTexture(texture);
    this.textures.clear();
  }

  private bind(name: Name): void {
    const { gl } = this;
    let texture = this.textures.get(name);
    if (!texture) {
      texture = gl.createTexture();
      this.textures.set(name, texture);
    }
    gl.activeTexture(gl.TEXTURE0 + this.units[name]);
    gl.bindTexture(gl.TEXTURE_2D, texture);
  }

  private filter(filter: number): void {
    const { gl } = this;
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  }
}

/** The glow's halo grid and where it applies, for the shader's u_halo* uniforms. */
export function setHaloUniforms(
  gl: WebGL2RenderingContext,
  program: WebGLProgram,
  halo: GlowHaloField,
): void {
  const at = (name: string) => gl.getUniformLocation(program, name);
  gl.uniform1f(at('u_haloCell'), halo.cell);
  gl.uniform2i(at('u_haloGrid'), halo.gridWidth, halo.gridHeight);
  gl.uniform4i(at('u_haloBox'), halo.left, halo.top, halo.right, halo.bottom);
}
