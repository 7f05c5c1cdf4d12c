/**
 * Names shared by the config checker (check.ts), the baseline and the catalog, kept free of the
 * schemas so that importing them loads no validator.
 */
export { EFFORT_LEVELS, ENV_NAME_RE, describeValue, type EffortLevel } from './names.js';

/** The deepest known key has three segments (`review.<group>.<slug>`). */
export const MAX_KEY_SEGMENTS = 3;
