// Held-out public corpora of user agents, read from their npm packages (devDependencies), never
// committed nor used to write the classifier's rules: the routing figure on agents its tests do
// not hold. The expected site comes from each source's own labels (README.md, "Held-out corpora").
import { createRequire } from 'node:module';
import { isRightSite, outcomesFor, type ExpectedSite } from '@gemlane/env/user-agent-corpus';
import { classifyDevice } from '@gemlane/env';

const require = createRequire(import.meta.url);

export interface HeldOutEntry {
  source: 'random-useragent' | 'top-user-agents';
  /** The source's label: its folder and ua-parser-js device type, or its desktop/mobile list. */
  label: string;
  ua: string;
  expected: ExpectedSite;
}

interface SwitcherEntry {
  folder: string;
  userAgent: string;
  deviceType: string;
}

// random-useragent: the user-agent switcher list (hand-sorted into folders), each agent typed by
// ua-parser-js. Not people's browsers: crawlers, downloaders, validators, libraries, feed readers.
const NOT_A_PERSON =
  /^\/(?:Spiders - Search|Miscellaneous\/(?:Bots - Spiders|Downloaders|Validators|Libraries|Feed Readers))$/;
// Desktop folders: the named desktop systems' browsers, and game consoles (not phones: PC).
const DESKTOP_FOLDER = /^\/(?:Browsers - |Miscellaneous\/Browsers - |Miscellaneous\/Game Consoles)/;

/**
 * The spec's rule on the source's labels: a `mobile` device type is a phone (mobile site); a
 * tablet, console or TV is not mobile (desktop site); a desktop folder's browser is a PC; the
 * folders of non-browsers are `bot` (served where they ask). Left out: a mobile-device folder's
 * agent the parser could not type (phone or tablet unknown), the operators' transcoding services
 * and the unsorted "Miscellaneous" folder.
 */
export function expectedOfSwitcherEntry(entry: SwitcherEntry): ExpectedSite | null {
  if (NOT_A_PERSON.test(entry.folder)) return 'bot';
  if (entry.deviceType === 'mobile') return 'mobile';
  if (['tablet', 'console', 'smarttv'].includes(entry.deviceType)) return 'desktop';
  if (DESKTOP_FOLDER.test(entry.folder)) return 'desktop';
  return null;
}

function switcherList(): HeldOutEntry[] {
  const data = require('random-useragent/useragent-data.json') as SwitcherEntry[];
  return data.flatMap((entry) => {
    const expected = expectedOfSwitcherEntry(entry);
    return expected
      ? [
          {
            source: 'random-useragent' as const,
            label: `${entry.folder}|${entry.deviceType || '-'}`,
            ua: entry.userAgent,
            expected,
          },
        ]
      : [];
  });
}

// top-user-agents: the most used browsers' agents of the week the package was built, in a
// desktop and a mobile list.
function topList(): HeldOutEntry[] {
  return (['desktop', 'mobile'] as const).flatMap((site) =>
    (require(`top-user-agents/${site}`) as string[]).map((ua) => ({
      source: 'top-user-agents' as const,
      label: site,
      ua,
      expected: site,
    })),
  );
}

export const HELD_OUT_CORPUS: readonly HeldOutEntry[] = [...switcherList(), ...topList()];

export interface HeldOutScore {
  right: number;
  total: number;
  share: number;
  bySource: Record<string, { right: number; total: number }>;
  wrong: { entry: HeldOutEntry; got: string }[];
}

/** Each agent on both origins, as the edge decides: right when it ends on its expected site. */
export function scoreHeldOut(
  corpus: readonly HeldOutEntry[] = HELD_OUT_CORPUS,
  classify: (ua: string) => ReturnType<typeof classifyDevice> = classifyDevice,
): HeldOutScore {
  const score: HeldOutScore = { right: 0, total: 0, share: 0, bySource: {}, wrong: [] };
  for (const entry of corpus) {
    const got = classify(entry.ua);
    const ok = isRightSite(entry.expected, outcomesFor(got));
    const row = (score.bySource[entry.source] ??= { right: 0, total: 0 });
    row.total += 1;
    score.total += 1;
    if (ok) {
      row.right += 1;
      score.right += 1;
    } else score.wrong.push({ entry, got });
  }
  score.share = score.right / score.total;
  return score;
}

export function formatHeldOut(score: HeldOutScore): string {
  const rows = Object.entries(score.bySource)
    .map(([source, { right, total }]) => `${source} ${right}/${total}`)
    .join(', ');
  return `held-out corpora: ${score.right}/${score.total} = ${(score.share * 100).toFixed(2)}% to the right site (${rows})`;
}
