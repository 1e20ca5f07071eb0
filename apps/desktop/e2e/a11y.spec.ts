import { describeAxeWalk } from '@gemlane/testing/a11y-walk';
import { DESKTOP } from './proof-app.ts';

// Accessibility: axe-core on every route of the shared route table, logged out and logged in (a
// fresh account), with no serious or critical violation (image alternatives, labels and AA contrast).
describeAxeWalk(DESKTOP);
