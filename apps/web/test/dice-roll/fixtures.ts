import type { DiceColor, DiceRoll } from '@hairhue/contracts';

const NAMES = ['Rose Gold', 'Midnight Blue', 'Copper', 'Pastel Pink', 'Jet Black', 'Lavender'];

/** A roll whose colours have the given statuses, in order (processing for the rest). */
export function makeRoll(
  statuses: DiceColor['status'][] = [],
  id = '00000000-0000-4000-8000-000000000001',
): DiceRoll {
  return {
    id,
    colors: NAMES.map((name, index) => {
      const status = statuses[index] ?? 'processing';
      return {
        name,
        color: '#aa3366',
        description: `${name} shade`,
        status,
        resultUrl: status === 'completed' ? `/files/result-${index}.jpg` : null,
      };
    }),
  };
}

export const PHOTO = { id: '00000000-0000-4000-8000-0000000000aa', url: '/files/photo.jpg' };
