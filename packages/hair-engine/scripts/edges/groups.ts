/**
 * Which group an evaluation photo reports under. Figaro1k numbers its frames by hair type, 150 frames each in
 * this order (Svanera et al., ICIP 2016), so `figaro_Frame00622` is braids; LFW photos form one group.
 */
export const FIGARO_TYPES = ['straight', 'wavy', 'curly', 'kinky', 'braids', 'dreadlocks', 'short'] as const;
export type FigaroType = (typeof FIGARO_TYPES)[number];

const FRAMES_PER_TYPE = 150;

/** The hair type of a Figaro1k frame number (1 … 1050). */
export function figaroType(frame: number): FigaroType {
  if (!Number.isInteger(frame) || frame < 1 || frame > FRAMES_PER_TYPE * FIGARO_TYPES.length) {
    throw new RangeError(`Figaro1k has no frame ${frame}`);
  }
  return FIGARO_TYPES[Math.floor((frame - 1) / FRAMES_PER_TYPE)];
}

/** 'lfw', a Figaro hair type, or undefined for a photo of neither set. */
export function photoGroup(name: string): FigaroType | 'lfw' | undefined {
  if (name.startsWith('lfw_')) return 'lfw';
  const figaro = /^figaro_Frame(\d+)$/.exec(name);
  return figaro ? figaroType(Number(figaro[1])) : undefined;
}
