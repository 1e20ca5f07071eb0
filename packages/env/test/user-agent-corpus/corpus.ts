// Public corpora of real user agents with their own device labels, for the routing test. The
// expected site is read from each corpus' label, never from our classifier (README.md beside this).
import crawlers from './crawler-user-agents-1.60.0.json' with { type: 'json' };
import visitors from './user-agents-2.1.198.json' with { type: 'json' };

/** Where a user agent belongs: the site for a person, or `bot` (served wherever it asked). */
export type ExpectedSite = 'mobile' | 'desktop' | 'bot';

export interface CorpusEntry {
  source: 'user-agents' | 'crawler-user-agents';
  /** The corpus' own label (`mobile` / `tablet` / `desktop`, or `bot` for the crawler list). */
  label: string;
  ua: string;
  expected: ExpectedSite;
}

/**
 * The product's rule (docs/product.md §1) applied to the corpus' label: PC = not in the app and device type not mobile, so
 * only a `mobile` device gets the mobile site; `tablet` and `desktop` get the desktop site.
 */
export function expectedFromLabel(label: string): ExpectedSite {
  if (label === 'bot') return 'bot';
  return label === 'mobile' ? 'mobile' : 'desktop';
}

export const USER_AGENT_CORPUS: readonly CorpusEntry[] = [
  ...visitors.map(({ userAgent, deviceCategory }) => ({
    source: 'user-agents' as const,
    label: deviceCategory,
    ua: userAgent,
    expected: expectedFromLabel(deviceCategory),
  })),
  ...crawlers.flatMap(({ instances }) =>
    instances.map((ua) => ({
      source: 'crawler-user-agents' as const,
      label: 'bot',
      ua,
      expected: 'bot' as const,
    })),
  ),
];

/** What happened to one request: served on `site`, or redirected to `redirectedTo`. */
export interface Outcome {
  site: 'mobile' | 'desktop';
  redirectedTo: 'mobile' | 'desktop' | null;
}

/** What the edge does with a device class on each origin: a person on the wrong one is redirected. */
export function outcomesFor(device: 'mobile' | 'desktop' | 'bot' | 'unknown'): Outcome[] {
  return (['desktop', 'mobile'] as const).map((site) => ({
    site,
    redirectedTo: (device === 'mobile' || device === 'desktop') && device !== site ? device : null,
  }));
}

/**
 * Right site: a person ends on the expected site from either origin; a crawler is never
 * redirected (each origin serves it as is).
 */
export function isRightSite(expected: ExpectedSite, outcomes: readonly Outcome[]): boolean {
  return outcomes.every(({ site, redirectedTo }) =>
    expected === 'bot' ? redirectedTo === null : (redirectedTo ?? site) === expected,
  );
}

export interface Score {
  right: number;
  total: number;
  share: number;
  /** Per source and label, for the printed figure. */
  bySource: Record<string, { right: number; total: number }>;
  wrong: CorpusEntry[];
}

export function score(rights: readonly { entry: CorpusEntry; right: boolean }[]): Score {
  const bySource: Score['bySource'] = {};
  const wrong: CorpusEntry[] = [];
  let right = 0;
  for (const { entry, right: ok } of rights) {
    const key = `${entry.source} ${entry.label}`;
    const row = (bySource[key] ??= { right: 0, total: 0 });
    row.total += 1;
    if (ok) {
      row.right += 1;
      right += 1;
    } else wrong.push(entry);
  }
  return { right, total: rights.length, share: right / rights.length, bySource, wrong };
}

/** One line for the test output: the share and the per-label rows. */
export function formatScore(name: string, s: Score): string {
  const rows = Object.entries(s.bySource)
    .map(([key, { right, total }]) => `${key} ${right}/${total}`)
    .join(', ');
  return `${name}: ${s.right}/${s.total} = ${(s.share * 100).toFixed(2)}% to the right site (${rows})`;
}
