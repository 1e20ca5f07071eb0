// The public user-agent corpus (@gemlane/env/user-agent-corpus) through a whole edge handler: each
// agent asks for a page on both origins, and the answers say where it ends up.
import {
  formatScore,
  isRightSite,
  score,
  USER_AGENT_CORPUS,
  type Outcome,
  type Score,
} from '@gemlane/env/user-agent-corpus';
import { DESKTOP_ORIGIN, MOBILE_ORIGIN } from './cases.ts';

export type Dispatch = (url: string, headers: Record<string, string>) => Promise<Response>;

const PATH = '/gameZone/pubg?partner=x';
const SITES = { desktop: DESKTOP_ORIGIN, mobile: MOBILE_ORIGIN } as const;

async function outcome(dispatch: Dispatch, site: 'desktop' | 'mobile', ua: string) {
  const response = await dispatch(`${SITES[site]}${PATH}`, { 'user-agent': ua });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) return { site, redirectedTo: null } satisfies Outcome;
  const origin = new URL(location).origin;
  const redirectedTo = origin === DESKTOP_ORIGIN ? 'desktop' : 'mobile';
  if (origin !== DESKTOP_ORIGIN && origin !== MOBILE_ORIGIN) throw new Error(`foreign ${location}`);
  return { site, redirectedTo } satisfies Outcome;
}

/**
 * Runs the corpus agents on both origins, 32 at a time. `every: n` takes every n-th agent (workerd
 * answers a request in milliseconds through Miniflare; the whole corpus runs there in
 * packages/env's workerd test, one request for all agents).
 */
export async function runCorpus(
  dispatch: Dispatch,
  name: string,
  { every = 1 }: { every?: number } = {},
): Promise<Score> {
  const concurrency = 32;
  const agents = USER_AGENT_CORPUS.filter((_, i) => i % every === 0);
  const rights: { entry: (typeof USER_AGENT_CORPUS)[number]; right: boolean }[] = [];
  for (let i = 0; i < agents.length; i += concurrency) {
    const batch = agents.slice(i, i + concurrency);
    const results = await Promise.all(
      batch.map(async (entry) => {
        const outcomes = [
          await outcome(dispatch, 'desktop', entry.ua),
          await outcome(dispatch, 'mobile', entry.ua),
        ];
        return { entry, right: isRightSite(entry.expected, outcomes) };
      }),
    );
    rights.push(...results);
  }
  const result = score(rights);
  console.log(formatScore(name, result));
  return result;
}
