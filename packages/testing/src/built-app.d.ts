/**
 * The folder of this run's copy of `apps/<app>/dist`, made once: the copy's path goes into
 * `process.env[envVar]`, which Playwright's worker processes inherit when they load the config again.
 */
export function builtAppCopy(app: string, appDir: string | URL, envVar: string): string;
