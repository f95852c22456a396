import type { EntryPlans } from '@hairhue/recolour';
import {
  GLOW_GAIN,
  HALO_CUTOFF,
  OKLAB_RESPONSE_EXPONENT,
  SRGB_TRANSFER,
  toneCurves,
} from '@hairhue/recolour';

/*
 * The live preview's per-pixel step: the one second implementation of the engine's pixel loop
 * (packages/recolour: shade-pixel.ts, render.ts, glow-halo.ts, oklab-pixels.ts), held to it by the e2e parity
 * test. Everything decided before the loop comes from the same planning code (planRender), uploaded as
 * textures and uniforms. Every number but 0, ½ and 1 is written in from the package, never retyped
 * (hair-shader.test.ts holds the source to that).
 */

/** Rows of the plan texture, one column per shade-table entry. */
export const PLAN_ROWS = {
  gainUp: 0,
  gainDown: 1,
  detailGain: 2,
  highlightDetailGain: 3,
  centre: 4,
  ceiling: 5,
  chroma: 6,
  cosHue: 7,
  sinHue: 8,
  targetLightness: 9,
  /** LIMIT_STEPS + 1 rows of the gamut's chroma limit, from lightness 0 to 1. */
  limit: 10,
} as const satisfies Record<keyof EntryPlans | 'targetLightness', number>;
export const PLAN_HEIGHT = PLAN_ROWS.limit + toneCurves.LIMIT_STEPS + 1;

const float = (value: number) => (Number.isInteger(value) ? `${value}.0` : String(value));

export const VERTEX_SHADER = `#version 300 es
in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
`;

/**
 * Which hair shader to build. Software renderers (SwiftShader: headless browsers, some phones without a
 * usable GPU) run every branch of a shader for every pixel, so the two painters each compile only the
 * branches they can take: live colour never reads the still preview's layer or matte, and only glow shades
 * pay for the glow.
 */
export interface HairShaderVariant {
  /** Live colour: u_photo is the camera's frame, its hair from u_liveLayer. Else the still preview. */
  live: boolean;
  /** With the glow of glow effects (still switched by u_glow). */
  glow: boolean;
  /**
   * A shade that is one colour over the whole head (no per-pixel entries): its plan comes as uniforms
   * (setEntryPlanUniforms), not from the plan texture, so a pixel makes no texture fetch for it (about a
   * dozen each, a fifth of the hair shader's time in a software renderer).
   */
  singleEntry: boolean;
}

/**
 * Live colour's edge-aware upsampling: how far (on the perceptual lightness scale) a mask texel's own
 * lightness may be from the pixel's before the texel's say is halved, and the least say any of the four
 * texels keeps, so a pixel unlike all four (a glint) still gets the plain bilinear mix rather than nothing.
 */
export const LIVE_EDGE_SIGMA = 0.06;
export const LIVE_EDGE_FLOOR = 0.02;

export const fragmentShader = ({ live, glow, singleEntry }: HairShaderVariant): string => `#version 300 es
#define LIVE ${live ? 1 : 0}
#define GLOW ${glow ? 1 : 0}
#define SINGLE_ENTRY ${singleEntry ? 1 : 0}
precision highp float;
precision highp int;

uniform sampler2D u_photo;      // RGBA8: the photo
uniform sampler2D u_layer;      // RGBA16F: alpha, base lightness, coverage, lightness (0 alpha: not hair)
uniform sampler2D u_foreground; // RGBA8: the matte's hair colour on the outline (u_matte only)
uniform highp usampler2D u_entryOf; // R8UI: the shade-table entry of each hair pixel (u_perPixelEntry only)
uniform sampler2D u_plan;       // R32F: PLAN_ROWS × entries
uniform sampler2D u_halo;       // R32F: the glow's coarse halo grid (u_glow only)
uniform sampler2D u_liveLayer;  // RGBA16F: alpha, alpha × base, alpha × coverage, lightness (LIVE only)
uniform vec3 u_luminance;       // the weights of linear RGB in relative luminance (LIVE only)
uniform bool u_perPixelEntry;
uniform bool u_matte;
uniform bool u_glow;
uniform float u_medianBase;
uniform float u_sheen;
uniform float u_highlightDesaturation;
uniform float u_intensity;
uniform vec2 u_scale;           // photo pixels per canvas pixel
uniform float u_canvasHeight;
uniform float u_haloCell;
uniform ivec2 u_haloGrid;
uniform ivec4 u_haloBox;        // left, top, right, bottom (inclusive)
uniform vec3 u_glowColour;
uniform float u_glowStrength;
uniform mat3 u_rgbToLms;
uniform mat3 u_lmsToLab;
uniform mat3 u_labToLms;
uniform mat3 u_lmsToRgb;

out vec4 fragColour;

const float DARKEST = ${float(toneCurves.DARKEST)};
const float LIGHTEST = ${float(toneCurves.LIGHTEST)};
const float KNEE = ${float(toneCurves.KNEE)};
const float LIMIT_STEPS = ${float(toneCurves.LIMIT_STEPS)};
const float GAP_LIGHT_FROM = ${float(toneCurves.GAP_LIGHT_FROM)};
const float GAP_LIGHT_FULL = ${float(toneCurves.GAP_LIGHT_FULL)};
const float GAP_COLOUR_FROM = ${float(toneCurves.GAP_COLOUR_FROM)};
const float GAP_COLOUR_FULL = ${float(toneCurves.GAP_COLOUR_FULL)};
const float HOLE = ${float(toneCurves.HOLE)};
const float SHADOWED_STRAND = ${float(toneCurves.SHADOWED_STRAND)};
const float HALO_CUTOFF = ${float(HALO_CUTOFF)};
const float GLOW_GAIN = ${float(GLOW_GAIN)};
const float LIGHTNESS_MARGIN = ${float(toneCurves.LIGHTNESS_MARGIN)};
const float TARGET_LIGHTNESS_FLOOR = ${float(toneCurves.TARGET_LIGHTNESS_FLOOR)};
const float KEPT_SATURATION_CHROMA = ${float(toneCurves.KEPT_SATURATION_CHROMA)};
const float OKLAB_RESPONSE = ${float(OKLAB_RESPONSE_EXPONENT)};
const float SRGB_GAMMA = ${float(SRGB_TRANSFER.gamma)};
const float SRGB_OFFSET = ${float(SRGB_TRANSFER.offset)};
const float SRGB_SLOPE = ${float(SRGB_TRANSFER.slope)};
const float SRGB_ENCODED_KNEE = ${float(SRGB_TRANSFER.encodedKnee)};
const float SRGB_LINEAR_KNEE = ${float(SRGB_TRANSFER.linearKnee)};

#if SINGLE_ENTRY
uniform float u_entryPlan[${PLAN_ROWS.limit}];       // the plan's rows of its one entry (PLAN_ROWS)
uniform float u_entryLimit[${toneCurves.LIMIT_STEPS + 1}]; // its gamut chroma limit, lightness 0 to 1
float plan(int entry, int row) { return u_entryPlan[row]; }
float planLimit(int entry, int step) { return u_entryLimit[step]; }
#else
float plan(int entry, int row) { return texelFetch(u_plan, ivec2(entry, row), 0).r; }
float planLimit(int entry, int step) { return plan(entry, ${PLAN_ROWS.limit} + step); }
#endif

float bend(float u) {
  if (u <= KNEE) return u;
  float v = (u - KNEE) / (1.0 - KNEE);
  return KNEE + ((1.0 - KNEE) * v) / (1.0 + v);
}

float softLimit(float value, float centre, float floorValue, float ceiling) {
  if (value >= centre) {
    float room = ceiling - centre;
    if (room <= 0.0) return centre;
    return centre + room * bend((value - centre) / room);
  }
  float room = centre - floorValue;
  if (room <= 0.0) return centre;
  return centre - room * bend((centre - value) / room);
}

vec3 toLinear(vec3 c) {
  return mix(
    pow((c + SRGB_OFFSET) / (1.0 + SRGB_OFFSET), vec3(SRGB_GAMMA)),
    c / SRGB_SLOPE,
    vec3(lessThanEqual(c, vec3(SRGB_ENCODED_KNEE)))
  );
}

vec3 toSrgb(vec3 v) {
  v = clamp(v, 0.0, 1.0);
  return mix(
    (1.0 + SRGB_OFFSET) * pow(v, vec3(1.0 / SRGB_GAMMA)) - SRGB_OFFSET,
    v * SRGB_SLOPE,
    vec3(lessThanEqual(v, vec3(SRGB_LINEAR_KNEE)))
  );
}

vec3 oklabToSrgb(vec3 lab) {
  vec3 lms = u_labToLms * lab;
  return toSrgb(u_lmsToRgb * (lms * lms * lms));
}

vec3 linearToOklab(vec3 linear) {
  vec3 lms = u_rgbToLms * linear;
  return u_lmsToLab * pow(max(lms, vec3(0.0)), vec3(OKLAB_RESPONSE));
}

#if LIVE
const float EDGE_SIGMA = ${float(LIVE_EDGE_SIGMA)};
const float EDGE_FLOOR = ${float(LIVE_EDGE_FLOOR)};

// Live colour's hair at a pixel of the frame, from the layer of the mask's size (the whole frame
// stretched): a joint bilateral upsample. Each of the four texels around the pixel counts by its distance
// (bilinear) times how alike its lightness (the frame's, at the mask's size) is to the pixel's own, so the
// hair's edge follows the frame's edge, not the mask's coarse grid. Alpha-weighted base and coverage divided
// by the alpha are a normalised convolution, with no pull towards 0 at the edge. The pixel's own lightness
// is the cube root of its luminance (perceptualLightness). The likeness is a Cauchy kernel, 1 / (1 + u²),
// not a Gaussian: as edge-preserving, and without four exponentials per pixel, which a software renderer
// pays for dearly.
vec4 liveHair(ivec2 at, vec3 linear) {
  float lightness = pow(max(dot(linear, u_luminance), 0.0), OKLAB_RESPONSE);
  ivec2 last = textureSize(u_liveLayer, 0) - 1;
  vec2 position = (vec2(at) + 0.5) / vec2(textureSize(u_photo, 0)) * vec2(last + 1) - 0.5;
  vec2 f = fract(position);
  ivec2 low = clamp(ivec2(floor(position)), ivec2(0), last);
  ivec2 high = min(ivec2(floor(position)) + 1, last);
  vec4 topLeft = texelFetch(u_liveLayer, low, 0);
  vec4 topRight = texelFetch(u_liveLayer, ivec2(high.x, low.y), 0);
  vec4 bottomLeft = texelFetch(u_liveLayer, ivec2(low.x, high.y), 0);
  vec4 bottomRight = texelFetch(u_liveLayer, high, 0);
  vec4 near = vec4((1.0 - f.x) * (1.0 - f.y), f.x * (1.0 - f.y), (1.0 - f.x) * f.y, f.x * f.y);
  vec4 unlike = (vec4(topLeft.a, topRight.a, bottomLeft.a, bottomRight.a) - lightness) / EDGE_SIGMA;
  vec4 weight = near * (EDGE_FLOOR + 1.0 / (1.0 + unlike * unlike));
  vec3 sum = weight.x * topLeft.rgb + weight.y * topRight.rgb + weight.z * bottomLeft.rgb
    + weight.w * bottomRight.rgb;
  sum /= weight.x + weight.y + weight.z + weight.w;
  float inverse = sum.r > 0.0 ? 1.0 / sum.r : 0.0;
  return vec4(sum.r, sum.g * inverse, sum.b * inverse, lightness);
}
#endif

void main() {
  ivec2 at = ivec2(int(gl_FragCoord.x * u_scale.x), int((u_canvasHeight - gl_FragCoord.y) * u_scale.y));
  vec3 photo = texelFetch(u_photo, at, 0).rgb;
  // Converted once: a software renderer computes every branch below for every pixel.
  vec3 linear = toLinear(photo);
#if LIVE
  vec4 hair = liveHair(at, linear);
  // Where the per-pixel entries and the glow's halo are read: the layer's own pixel.
  ivec2 layerAt = ivec2((vec2(at) + 0.5) / vec2(textureSize(u_photo, 0)) * vec2(textureSize(u_liveLayer, 0)));
#else
  vec4 hair = texelFetch(u_layer, at, 0);
  ivec2 layerAt = at;
#endif
  float weight = hair.r;
  vec3 result = photo;
  if (weight > 0.0) {
#if SINGLE_ENTRY
    int e = 0;
#else
    int e = u_perPixelEntry ? int(texelFetch(u_entryOf, layerAt, 0).r) : 0;
#endif
    float base = hair.g;
    float coverage = hair.b;
    float detail = hair.a - base;
    float offset = base - u_medianBase;
    float centre = plan(e, ${PLAN_ROWS.centre});
    float gainUp = plan(e, ${PLAN_ROWS.gainUp});
    float gain = offset >= 0.0 ? gainUp : plan(e, ${PLAN_ROWS.gainDown});
    float shaded = softLimit(centre + gain * offset, centre, DARKEST, plan(e, ${PLAN_ROWS.ceiling}));
    float detailGain = plan(e, detail > 0.0 ? ${PLAN_ROWS.highlightDetailGain} : ${PLAN_ROWS.detailGain});
    float L = softLimit(shaded + detailGain * detail, shaded, DARKEST, LIGHTEST);
    if (u_sheen != 0.0) L += u_sheen * gainUp * (max(detail, 0.0) + 0.5 * max(offset, 0.0));
    L = clamp(L, LIGHTNESS_MARGIN, 1.0 - LIGHTNESS_MARGIN);

    float targetL = plan(e, ${PLAN_ROWS.targetLightness});
    float ratio = L < targetL
      ? L / max(targetL, TARGET_LIGHTNESS_FLOOR)
      : 1.0 - (u_highlightDesaturation * (L - targetL))
        / (targetL < 1.0 - TARGET_LIGHTNESS_FLOOR ? 1.0 - targetL : TARGET_LIGHTNESS_FLOOR);
    float targetChroma = plan(e, ${PLAN_ROWS.chroma});
    float chroma = targetChroma * max(ratio, 0.0);
    if (L > targetL && chroma < KEPT_SATURATION_CHROMA) {
      chroma = max(chroma, min(targetChroma * L / max(targetL, TARGET_LIGHTNESS_FLOOR), KEPT_SATURATION_CHROMA));
    }
    float position = L * LIMIT_STEPS;
    int step = int(position);
    float low = planLimit(e, step);
    float limit = low + (planLimit(e, step + 1) - low) * (position - float(step));
    chroma = min(chroma, limit);
    vec3 dyed = vec3(L, chroma * plan(e, ${PLAN_ROWS.cosHue}), chroma * plan(e, ${PLAN_ROWS.sinHue}));

    // The colour painted, in OKLab: the shade's, blended with the photo's own where the hair is partial.
    vec3 painted = dyed;
    if (weight < 1.0) {
      float gap = smoothstep(GAP_LIGHT_FROM, GAP_LIGHT_FULL, coverage);
      float lightWeight = weight + (1.0 - weight) * gap;
      float colourWeight = weight + (1.0 - weight) * smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage);
      vec3 old = linearToOklab(linear);
      float blended = old.x + (dyed.x - old.x) * lightWeight;
      float lightness = blended + (old.x + weight * (shaded - base) - blended) * (1.0 - gap);
      painted = vec3(clamp(lightness, 0.0, 1.0), old.yz + (dyed.yz - old.yz) * colourWeight);
    }
    result = oklabToSrgb(painted);
#if !LIVE
    // With a matte, a partial pixel changes by the hair's share of it: its hair colour (the matte's
    // foreground) is replaced by the shade's.
    if (weight < 1.0 && u_matte) {
      vec3 foreground = texelFetch(u_foreground, at, 0).rgb;
      float gap = smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage) * smoothstep(HOLE, SHADOWED_STRAND, weight);
      float share = weight + (1.0 - weight) * gap;
      result = clamp(photo + share * (oklabToSrgb(dyed) - foreground), 0.0, 1.0);
    }
#endif
  }
#if GLOW
  if (u_glow && all(greaterThanEqual(layerAt, u_haloBox.xy)) && all(lessThanEqual(layerAt, u_haloBox.zw))) {
    ivec2 cell = min(ivec2((vec2(layerAt) + 0.5) / u_haloCell), u_haloGrid - 1);
    float around = texelFetch(u_halo, cell, 0).r;
    float glow = min(1.0, GLOW_GAIN * u_glowStrength * around) * (1.0 - weight);
    if (glow > HALO_CUTOFF) result = 1.0 - (1.0 - result) * (1.0 - u_glowColour * glow);
  }
#endif
  fragColour = vec4(photo + u_intensity * (result - photo), 1.0);
}
`;

/**
 * The camera's frame as it is, for live colour's pixels away from the hair (where the hair shader would
 * give the frame back unchanged): drawn first over the whole canvas, then the hair shader over the hair.
 */
export const FRAME_SHADER = `#version 300 es
precision highp float;
uniform sampler2D u_photo;
uniform vec2 u_scale;
uniform float u_canvasHeight;
out vec4 fragColour;
void main() {
  ivec2 at = ivec2(int(gl_FragCoord.x * u_scale.x), int((u_canvasHeight - gl_FragCoord.y) * u_scale.y));
  fragColour = vec4(texelFetch(u_photo, at, 0).rgb, 1.0);
}
`;
