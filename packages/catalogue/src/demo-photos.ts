import type { DemoPhoto } from './types';

/** The Home screen's demo tab; `alt` describes the hair, never the person. */
export const demoPhotos: readonly DemoPhoto[] = [
  { id: 1, file: 'demo-1.jpg', alt: 'Woman with a chin-length auburn bob' },
  { id: 2, file: 'demo-2.jpg', alt: 'Woman with voluminous, shoulder-length dark brown curls' },
  { id: 3, file: 'demo-3.jpg', alt: 'Woman with long, straight black hair' },
  { id: 4, file: 'demo-4.jpg', alt: 'Man with short, black coily hair and a beard' },
  { id: 5, file: 'demo-5.jpg', alt: 'Older man with short, tousled white hair' },
];
