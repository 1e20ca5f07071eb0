// The Worker of one site with its server entry bundled in: wrangler.toml aliases
// `gemlane:server-entry` to that site's built entry (apps/<site>/dist/.ssr/entry-server.js), so
// pages are rendered in workerd exactly as the Node gateway renders them.
import * as serverEntry from 'gemlane:server-entry';
import { createWorker } from './worker.ts';

export default createWorker({ serverEntry });
