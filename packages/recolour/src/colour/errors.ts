import { HairEngineError } from '../errors';

/** A colour string that is not `#rgb` or `#rrggbb` (a user's `colorValue` can reach us, so this is not a bug). */
export class InvalidColourError extends HairEngineError {
  readonly code = 'INVALID_COLOUR';

  constructor(readonly value: string) {
    super(`'${value}' is not a colour: expected a hex colour such as #a0522d or #a52.`);
  }
}
