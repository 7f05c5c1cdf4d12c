/** Names shared by the config checks, the baseline and the catalog. */
export { EFFORT_LEVELS, describeValue, type EffortLevel } from './names.js';

/** The deepest known key has three segments (`review.<group>.<slug>`). */
export const MAX_KEY_SEGMENTS = 3;
