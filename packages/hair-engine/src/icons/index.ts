export { DEFAULT_ICON_SIZE, renderAllEffectIcons, renderEffectIcon } from './effect-icon';
export {
  DEFAULT_LOCK_SEED,
  drawHairLock,
  paintHairLock,
  type HairLock,
  type PaintedHairLock,
} from './hair-lock';
