// The slow lane (`npm run test:slow`): only the tests jest.config.mjs names in SLOW_TESTS.
import { configFor } from './jest.config.mjs';

export default function jestSlowConfig() {
  return configFor('slow');
}
