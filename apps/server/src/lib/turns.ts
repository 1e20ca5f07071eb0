// Turns per key: at most `concurrent` requests of one key (a user, an address) run at once, the
// next `waiting` wait their turn, and any more are told the server is busy. A visitor who sends
// heavy requests (20 MB uploads, 20 MB reads) many at a time gets them served one after another,
// never with every core at once; a request that waits costs nothing (its body is not read yet).
import { busy } from './errors.ts';

export interface TurnLimits {
  concurrent: number;
  waiting: number;
  /** Told to a request turned away (503 with Retry-After). */
  retryAfterSeconds: number;
}

export interface Turns {
  /** Waits for a turn of `key`; the function it gives ends the turn (once). */
  take(key: string): Promise<() => void>;
  /** Keys with a request running or waiting (for tests: an ended turn leaves nothing behind). */
  readonly keys: number;
}

export function turnsPerKey({ concurrent, waiting, retryAfterSeconds }: TurnLimits): Turns {
  const lines = new Map<string, { running: number; queue: (() => void)[] }>();
  return {
    get keys() {
      return lines.size;
    },
    async take(key) {
      let line = lines.get(key);
      if (!line) {
        line = { running: 0, queue: [] };
        lines.set(key, line);
      }
      const own = line;
      if (own.running < concurrent) own.running += 1;
      else if (own.queue.length >= waiting) throw busy(retryAfterSeconds);
      // A turn that ends hands itself to the first in line: `running` stays counted.
      else await new Promise<void>((resolve) => own.queue.push(resolve));
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const next = own.queue.shift();
        if (next) return next();
        own.running -= 1;
        if (own.running === 0) lines.delete(key);
      };
    },
  };
}
