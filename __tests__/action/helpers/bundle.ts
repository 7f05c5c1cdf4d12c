/**
 * The bundled action as the runner starts it (`dist/action/index.js` on CI, else the sources
 * bundled into `.e2e-cache/`): one module for the tests and the bench, __fixtures__/action-bundle.mjs.
 */
export { actionBundle } from '../../../__fixtures__/action-bundle.mjs';

/** The Node 24 binary GitHub runs the action with (scripts/install-node24.sh). */
export { node24 } from '../../../__fixtures__/node24.mjs';
