import { describe, expect, it } from 'vitest';
import { ConfigError, loadEdgeConfig } from './config.ts';
import { passwordNearEmail } from './demo-account.ts';

describe('loadEdgeConfig', () => {
  it('defaults to the documented local ports and origins', () => {
    const config = loadEdgeConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      desktopPort: 8080,
      mobilePort: 8081,
      desktopOrigin: 'http://localhost:8080',
      mobileOrigin: 'http://localhost:8081',
      apiPort: 3001,
      apiUrl: 'http://127.0.0.1:3001',
      cookieDomain: undefined,
    });
    expect(config.desktopDist).toMatch(/apps\/desktop\/dist$/);
    expect(config.mobileDist).toMatch(/apps\/mobile\/dist$/);
    expect(config.dataDir).toMatch(/apps\/server\/.data\/pglite$/);
  });

  it('derives origins from the ports and takes explicit settings', () => {
    expect(
      loadEdgeConfig({ DESKTOP_PORT: '9080', MOBILE_PORT: '9081', API_PORT: '9001' }),
    ).toMatchObject({
      desktopOrigin: 'http://localhost:9080',
      mobileOrigin: 'http://localhost:9081',
      apiUrl: 'http://127.0.0.1:9001',
    });
    expect(
      loadEdgeConfig({
        DESKTOP_ORIGIN: 'https://www.gemlane.com/',
        MOBILE_ORIGIN: 'https://m.gemlane.com',
        DATA_DIR: '/tmp/x',
      }),
    ).toMatchObject({
      desktopOrigin: 'https://www.gemlane.com',
      mobileOrigin: 'https://m.gemlane.com',
      dataDir: '/tmp/x',
    });
  });

  it('bounds server renders: 1 at once, 4 waiting up to 1 s by default, each a setting', () => {
    expect(loadEdgeConfig({})).toMatchObject({
      renderConcurrency: 1,
      renderQueueMax: 4,
      renderQueueWaitMs: 1000,
    });
    expect(
      loadEdgeConfig({
        RENDER_CONCURRENCY: '4',
        RENDER_QUEUE_MAX: '0',
        RENDER_QUEUE_WAIT_MS: '250',
      }),
    ).toMatchObject({ renderConcurrency: 4, renderQueueMax: 0, renderQueueWaitMs: 250 });
    expect(() => loadEdgeConfig({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => loadEdgeConfig({ RENDER_QUEUE_MAX: 'lots' })).toThrow(/RENDER_QUEUE_MAX/);
  });

  it('names every wrong setting at once', () => {
    try {
      loadEdgeConfig({
        DESKTOP_PORT: 'eighty',
        MOBILE_ORIGIN: 'm.gemlane.com/x',
        API_PORT: '70000',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('DESKTOP_PORT');
      expect(problems).toContain('MOBILE_ORIGIN');
      expect(problems).toContain('API_PORT');
    }
  });

  it('refuses two sites on one origin', () => {
    expect(() => loadEdgeConfig({ DESKTOP_PORT: '8080', MOBILE_PORT: '8080' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadEdgeConfig({
        DESKTOP_ORIGIN: 'http://localhost:8080',
        MOBILE_ORIGIN: 'http://localhost:8080/',
      }),
    ).toThrow(ConfigError);
  });
});

describe('passwordNearEmail', () => {
  it('finds the demo password in a README line or a seed constant', () => {
    expect(passwordNearEmail('| Demo account | `demo@gemlane.test` / password `Demo1234!` |')).toBe(
      'Demo1234!',
    );
    expect(
      passwordNearEmail(
        "export const DEMO = { email: 'demo@gemlane.test', password: 'Gemlane#2026' };",
      ),
    ).toBe('Gemlane#2026');
  });

  it('finds nothing when no password is written next to the e-mail', () => {
    expect(passwordNearEmail('Sign in as demo@gemlane.test.')).toBeNull();
    expect(passwordNearEmail("const password = 'Other1234!';")).toBeNull();
  });
});
