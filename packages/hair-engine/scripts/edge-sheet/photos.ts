import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What the edge sheet shows: issue 21's five crops of the demo photos, and ten portraits chosen by eye for
 * the kinds of hair and scene where an outline goes wrong. Crops were chosen by hand, on the photo, so they
 * stay put while the analysis changes. Boxes are x, y, width, height on the 1000×1000 photos.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHARED = path.resolve(REPO_ROOT, '..', 'shared');

/** Every crop is shown in these, the shades issue 21's look asks for. */
export const SHEET_SHADE_IDS = ['platinum-blonde', 'copper', 'hot-pink', 'jet-black', 'mahogany'];

export interface Crop {
  /** x, y, width, height on the photo. */
  box: [number, number, number, number];
  /** Where on the photo, in words. */
  where: string;
  /** What to look for: issue 21's "what shows", or why this part of a portrait. */
  note: string;
  /** The shades issue 21's table names for this crop, shown first and marked. */
  issueShadeIds?: string[];
}

export interface SheetPhoto {
  name: string;
  file: string;
  /** What the photo covers (the portraits: issue 21's categories). */
  covers?: string;
  crops: Crop[];
}

const demo = (name: string, crops: Crop[]): SheetPhoto => ({
  name,
  file: path.join(SHARED, 'demo-photos', `${name}.jpg`),
  crops,
});

const portrait = (number: string, covers: string, crop: Crop): SheetPhoto => ({
  name: `portrait-${number}`,
  file: path.join(SHARED, 'portraits', `${number}.jpg`),
  covers,
  crops: [crop],
});

export const SHEET_PHOTOS: SheetPhoto[] = [
  demo('demo-3', [
    {
      box: [0, 500, 250, 250],
      where: 'the left outline',
      note: 'A 1–3 px light rim runs outside the hair against the blue wall.',
      issueShadeIds: ['copper', 'hot-pink', 'platinum-blonde'],
    },
  ]),
  demo('demo-4', [
    {
      box: [250, 0, 300, 200],
      where: 'the top of the head',
      note: 'The soft outer fuzz of the coily hair stays black: a dark ring around a coloured cap, a pale line inside.',
      issueShadeIds: ['platinum-blonde', 'copper', 'hot-pink'],
    },
  ]),
  demo('demo-2', [
    {
      box: [330, 700, 260, 260],
      where: 'where the curls meet the sweater and neck',
      note: 'The colour fades out over about 30 px like an airbrush and tints the dark sweater and the neck.',
      issueShadeIds: SHEET_SHADE_IDS,
    },
    {
      box: [0, 0, 260, 260],
      where: 'the curl tips against the wall',
      note: 'Curl tips stay dark, and the wall seen through the gaps between curls is painted.',
      issueShadeIds: SHEET_SHADE_IDS,
    },
  ]),
  demo('demo-5', [
    {
      box: [130, 180, 250, 250],
      where: 'the temple',
      note: 'The colour stops in a hard line; temple, sideburn and the wisps above stay white (a cap).',
      issueShadeIds: ['copper', 'jet-black', 'mahogany'],
    },
  ]),
  portrait('084', 'coily hair, plain grey wall', {
    box: [200, 20, 260, 260],
    where: 'the top left of a coily high top',
    note: 'Defocused coily fuzz against a textured wall: is the fuzz coloured, is the wall left alone?',
  }),
  portrait('077', 'locs, striped shutters behind', {
    box: [110, 250, 260, 260],
    where: 'the locs on the left',
    note: 'Separate locs with shutters between them: the gaps must stay shutter-coloured.',
  }),
  portrait('067', 'grey hair, glasses, busy green bokeh', {
    box: [150, 130, 260, 260],
    where: 'the grey wisps over the left temple, the glasses arm',
    note: 'Fine light strands on a green blur; the frame of the glasses must keep its blue.',
  }),
  portrait('062', 'white hair, glasses, busy postcard wall', {
    box: [120, 80, 260, 260],
    where: 'the white hair on the left against the postcards',
    note: 'White hair on a busy light background: rims and painted postcards show here.',
  }),
  portrait('042', 'blonde, windblown strands over sky and buildings', {
    box: [200, 50, 260, 260],
    where: 'the top left of the head against the sky',
    note: 'Light strands on a light sky: light rims hide, missed strands show in dark shades.',
  }),
  portrait('088', 'long straight black hair, white wall, navy sweater', {
    box: [80, 690, 260, 260],
    where: 'the hair ends on the left shoulder',
    note: 'Dark hair ends on a white wall and on a navy sweater of nearly its own colour.',
  }),
  portrait('059', 'long straight hair, busy seafront', {
    box: [80, 250, 260, 260],
    where: 'loose strands on the left over the sea',
    note: 'Single dark strands over a bright, busy background.',
  }),
  portrait('049', 'long straight hair flying, green bokeh', {
    box: [0, 330, 300, 260],
    where: 'the strands flying out on the left',
    note: 'Thin flying strands with yellow-green between them: strand detail or a painted cloud?',
  }),
  portrait('012', 'a hat and glasses, mesh and concrete behind', {
    box: [480, 300, 260, 260],
    where: 'the sideburn under the hat brim, the ear, the glasses arm',
    note: 'Short hair under a black felt hat: the hat and the glasses must not be dyed.',
  }),
  portrait('044', 'blonde with dark roots, a beanie, snowy street', {
    box: [600, 250, 260, 260],
    where: 'the hair coming out under the beanie on the right',
    note: 'The knitted beanie must stay as it is; the hair below it on a bright snowy blur.',
  }),
];
