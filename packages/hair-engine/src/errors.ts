// The engine's error family starts in the render maths package (a bad colour is refused there).
export { HairEngineError } from '@hairhue/recolour';
