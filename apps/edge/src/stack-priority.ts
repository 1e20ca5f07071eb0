// The CPU priority of the gateway when it runs on one machine with the API (`npm start`).
import { setPriority } from 'node:os';

/**
 * The gateway's nice value beside the API: the API runs at the default (0), the gateway a step
 * below. Its renders are the one kind of work here with a cheap fallback (the shell, when the
 * render queue is full); the API's answers (a payment, a health check) have none. Under the
 * hostile bench on a 2-core machine, /api/health p99 was 63-89 ms in three runs without this and
 * 46-67 ms in six with it. It only matters when every core is taken: an idle core is used either
 * way.
 */
export const GATEWAY_NICE = 5;

/**
 * Lowers this process's main thread (where the gateway renders) to GATEWAY_NICE. Called after the
 * API has been started, which keeps the priority it was started with. A system that refuses
 * (a container without the right) leaves it unchanged.
 */
export function yieldCpuToApi(): void {
  try {
    setPriority(GATEWAY_NICE);
  } catch {
    // Not allowed here: the gateway keeps its priority.
  }
}
