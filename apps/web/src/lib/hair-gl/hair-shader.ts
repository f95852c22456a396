import { HALO_CUTOFF, toneCurves } from '@hairhue/recolour';

/*
 * The live preview's per-pixel step: the one second implementation of the engine's pixel loop
 * (packages/recolour: shade-pixel.ts, render.ts, glow-halo.ts, oklab-pixels.ts), held to it by the e2e parity
 * test. Everything decided before the loop comes from the same planning code (planRender), uploaded as
 * textures and uniforms; the constants below are written in from the package, never retyped.
 */

/** Rows of the plan texture, one column per shade-table entry. */
export const PLAN_ROWS = {
  gainUp: 0,
  gainDown: 1,
  detailGain: 2,
  centre: 3,
  ceiling: 4,
  chroma: 5,
  cosHue: 6,
  sinHue: 7,
  targetLightness: 8,
  /** LIMIT_STEPS + 1 rows of the gamut's chroma limit, from lightness 0 to 1. */
  limit: 9,
} as const;
export const PLAN_HEIGHT = PLAN_ROWS.limit + toneCurves.LIMIT_STEPS + 1;

const float = (value: number) => (Number.isInteger(value) ? `${value}.0` : String(value));

export const VERTEX_SHADER = `#version 300 es
in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
`;

export const FRAGMENT_SHADER = `#version 300 es
precision highp float;
precision highp int;

uniform sampler2D u_photo;      // RGBA8: the photo
uniform sampler2D u_layer;      // RGBA16F: alpha, base lightness, coverage, lightness (0 alpha: not hair)
uniform sampler2D u_foreground; // RGBA8: the matte's hair colour on the outline (u_matte only)
uniform sampler2D u_entryOf;    // R8: the shade-table entry of each hair pixel (u_perPixelEntry only)
uniform sampler2D u_plan;       // R32F: PLAN_ROWS × entries
uniform sampler2D u_halo;       // R32F: the glow's coarse halo grid (u_glow only)
uniform sampler2D u_liveLayer;  // RGBA16F, filtered: alpha, alpha × base, alpha × coverage (u_live only)
uniform bool u_live;            // live colour: u_photo is the camera's frame, its hair from u_liveLayer
uniform vec3 u_luminance;       // the weights of linear RGB in relative luminance (u_live only)
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

float plan(int entry, int row) { return texelFetch(u_plan, ivec2(entry, row), 0).r; }

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
  return mix(pow((c + 0.055) / 1.055, vec3(2.4)), c / 12.92, vec3(lessThanEqual(c, vec3(0.04045))));
}

vec3 toSrgb(vec3 v) {
  v = clamp(v, 0.0, 1.0);
  return mix(1.055 * pow(v, vec3(1.0 / 2.4)) - 0.055, v * 12.92, vec3(lessThanEqual(v, vec3(0.0031308))));
}

vec3 oklabToSrgb(vec3 lab) {
  vec3 lms = u_labToLms * lab;
  return toSrgb(u_lmsToRgb * (lms * lms * lms));
}

vec3 srgbToOklab(vec3 srgb) {
  vec3 lms = u_rgbToLms * toLinear(srgb);
  return u_lmsToLab * pow(max(lms, vec3(0.0)), vec3(1.0 / 3.0));
}

// Live colour's hair at a pixel of the frame: the layer of the mask's size (the whole frame stretched),
// sampled between its texels, where alpha-weighted base and coverage divided by alpha are a normalised
// convolution; and the pixel's own lightness, the cube root of its luminance (perceptualLightness).
vec4 liveHair(ivec2 at, vec3 photo) {
  vec2 uv = (vec2(at) + 0.5) / vec2(textureSize(u_photo, 0));
  vec4 sampled = texture(u_liveLayer, uv);
  float inverse = sampled.r > 0.0 ? 1.0 / sampled.r : 0.0;
  float lightness = pow(max(dot(toLinear(photo), u_luminance), 0.0), 1.0 / 3.0);
  return vec4(sampled.r, sampled.g * inverse, sampled.b * inverse, lightness);
}

void main() {
  ivec2 at = ivec2(int(gl_FragCoord.x * u_scale.x), int((u_canvasHeight - gl_FragCoord.y) * u_scale.y));
  vec3 photo = texelFetch(u_photo, at, 0).rgb;
  vec4 hair = u_live ? liveHair(at, photo) : texelFetch(u_layer, at, 0);
  // Where the per-pixel entries and the glow's halo are read: the layer's own pixel.
  ivec2 layerAt = u_live
    ? ivec2((vec2(at) + 0.5) / vec2(textureSize(u_photo, 0)) * vec2(textureSize(u_liveLayer, 0)))
    : at;
  float weight = hair.r;
  vec3 result = photo;
  if (weight > 0.0) {
    int e = u_perPixelEntry ? int(texelFetch(u_entryOf, layerAt, 0).r * 255.0 + 0.5) : 0;
    float base = hair.g;
    float coverage = hair.b;
    float detail = hair.a - base;
    float offset = base - u_medianBase;
    float centre = plan(e, ${PLAN_ROWS.centre});
    float gainUp = plan(e, ${PLAN_ROWS.gainUp});
    float gain = offset >= 0.0 ? gainUp : plan(e, ${PLAN_ROWS.gainDown});
    float shaded = softLimit(centre + gain * offset, centre, DARKEST, plan(e, ${PLAN_ROWS.ceiling}));
    float L = softLimit(shaded + plan(e, ${PLAN_ROWS.detailGain}) * detail, shaded, DARKEST, LIGHTEST);
    if (u_sheen != 0.0) L += u_sheen * gainUp * (max(detail, 0.0) + 0.5 * max(offset, 0.0));
    L = clamp(L, 0.005, 0.995);

    float targetL = plan(e, ${PLAN_ROWS.targetLightness});
    float ratio = L < targetL
      ? L / max(targetL, 1e-3)
      : 1.0 - (u_highlightDesaturation * (L - targetL)) / (targetL < 0.999 ? 1.0 - targetL : 1e-3);
    float chroma = plan(e, ${PLAN_ROWS.chroma}) * max(ratio, 0.0);
    float position = L * LIMIT_STEPS;
    int step = int(position);
    float low = plan(e, ${PLAN_ROWS.limit} + step);
    float limit = low + (plan(e, ${PLAN_ROWS.limit} + step + 1) - low) * (position - float(step));
    chroma = min(chroma, limit);
    vec3 dyed = vec3(L, chroma * plan(e, ${PLAN_ROWS.cosHue}), chroma * plan(e, ${PLAN_ROWS.sinHue}));

    if (weight >= 1.0) {
      result = oklabToSrgb(dyed);
    } else if (u_matte) {
      vec3 foreground = texelFetch(u_foreground, at, 0).rgb;
      float gap = smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage) * smoothstep(HOLE, SHADOWED_STRAND, weight);
      float share = weight + (1.0 - weight) * gap;
      result = clamp(photo + share * (oklabToSrgb(dyed) - foreground), 0.0, 1.0);
    } else {
      float gap = smoothstep(GAP_LIGHT_FROM, GAP_LIGHT_FULL, coverage);
      float lightWeight = weight + (1.0 - weight) * gap;
      float colourWeight = weight + (1.0 - weight) * smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage);
      vec3 old = srgbToOklab(photo);
      float blended = old.x + (dyed.x - old.x) * lightWeight;
      float lightness = blended + (old.x + weight * (shaded - base) - blended) * (1.0 - gap);
      result = oklabToSrgb(vec3(clamp(lightness, 0.0, 1.0), old.yz + (dyed.yz - old.yz) * colourWeight));
    }
  }
  if (u_glow && all(greaterThanEqual(layerAt, u_haloBox.xy)) && all(lessThanEqual(layerAt, u_haloBox.zw))) {
    ivec2 cell = min(ivec2((vec2(layerAt) + 0.5) / u_haloCell), u_haloGrid - 1);
    float around = texelFetch(u_halo, cell, 0).r;
    float glow = min(1.0, 1.6 * u_glowStrength * around) * (1.0 - weight);
    if (glow > HALO_CUTOFF) result = 1.0 - (1.0 - result) * (1.0 - u_glowColour * glow);
  }
  fragColour = vec4(photo + u_intensity * (result - photo), 1.0);
}
`;
