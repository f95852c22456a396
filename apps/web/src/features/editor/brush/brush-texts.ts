/** What the brush says, in one place (greppable, and read by its tests). */
export const BRUSH_TEXT = {
  open: 'Fix hair area',
  limit: {
    full: 'That’s as much touch-up as one photo can keep. Tap Done to save it, or undo a stroke to paint again.',
    stroke: 'That stroke is as long as one can be: lift your finger and start another.',
    nearly: 'Nearly as much touch-up as one photo can keep: a few more strokes, then Done.',
  },
  /** Said under the hint, which already says where to paint: short, so the sheet stays low on a small phone. */
  withoutHair: 'Nothing under that stroke looks like hair, so it changes nothing.',
  loadFailed:
    'Your earlier touch-ups could not be loaded, so nothing can be saved yet. Close the brush and try again.',
  saved: { title: 'Hair area saved', description: 'Your next try-on uses it.' },
  /** Said when the color on screen is rendered again with the saved area at once. */
  savedRedrawn: { title: 'Hair area saved', description: 'Your color is being applied to it again.' },
  /** Said after a save, where no live preview told while painting, of the strokes that changed nothing. */
  savedWithoutHair: (strokes: number) => ({
    title: strokes === 1 ? 'One stroke changed nothing' : `${strokes} strokes changed nothing`,
    description: `Your hair area is saved, but nothing under ${strokes === 1 ? 'that stroke' : 'them'} looked like hair. Paint over hair the color missed.`,
  }),
  saveFailed: {
    title: 'Not saved',
    description: 'Your strokes are still here. Please try again.',
  },
  tooLarge: {
    title: 'Not saved',
    description: 'That’s more than one photo can keep. Undo a few strokes and try again.',
  },
  reset: { title: 'Back to automatic', description: 'Your next try-on finds the hair by itself again.' },
  /** Said when the color on screen is rendered again with the automatic area at once. */
  resetRedrawn: { title: 'Back to automatic', description: 'Your color is being applied to it again.' },
  resetFailed: { title: 'Not reset', description: 'Your touch-ups are unchanged. Please try again.' },
} as const;
