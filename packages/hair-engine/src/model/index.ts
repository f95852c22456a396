export { buildOnnxModel, convertTfliteToOnnx } from './convert';
export {
  FACE_DETECTION_FULL_RANGE_MODEL,
  FACE_DETECTION_SHORT_RANGE_MODEL,
  GUARD_MODELS_ATTRIBUTION,
  SELFIE_SEGMENTATION_MODEL,
  provisionPackagedModel,
  type PackagedModel,
} from './guard-models';
export { ModelChecksumError, ModelDownloadError, ModelFormatError } from './errors';
export {
  DEFAULT_CACHE_DIR,
  DEFAULT_SHARED_MODELS_DIR,
  HAIR_MODEL_SHA256,
  HAIR_MODEL_URL,
  MODEL_ATTRIBUTION,
  provisionHairModel,
  provisionLiveHairModel,
  type ProvisionOptions,
} from './provision';
