// Taps and submissions made on a server-rendered page before the app arrived happen once it has:
// the form is sent by the app (with the text typed before it), never by the browser.
import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_GAME_LISTS, fillDocument } from './document.ts';
import {
  EARLY_INPUT_GLOBAL,
  EARLY_INPUT_SCRIPT,
  replayEarlyInput,
  takeEarlyInput,
} from './early-input.ts';
import { HydrationDone, setPendingHydration } from './hydration-done.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function LoginPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const [taps, setTaps] = useState(0);
  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent((list) => [...list, email]);
        }}
      >
        <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Continue</button>
      </form>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Show password rules
      </button>
      <div role="button" tabIndex={0} onClick={() => setTaps((n) => n + 10)}>
        Help
      </div>
      <button type="button" disabled onClick={() => setTaps((n) => n + 100)}>
        Not yet
      </button>
      <p data-testid="state">{`${sent.length}:${sent.join(',')}|${taps}`}</p>
      <Suspense>
        <HydrationDone />
      </Suspense>
    </div>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  takeEarlyInput();
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  setPendingHydration(null);
});

/** The server's page with its early-input script running, as the browser has it before the app. */
function serverPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<LoginPage />);
  document.body.append(container);
  window.eval(EARLY_INPUT_SCRIPT);
  const email = container.querySelector<HTMLInputElement>('input')!;
  const button = (name: string) =>
    [...container.querySelectorAll<HTMLElement>('button, [role=button]')].find(
      (b) => b.textContent === name,
    )!;
  return {
    email,
    button,
    state: () => container.querySelector('[data-testid=state]')!.textContent,
  };
}

async function hydrate() {
  setPendingHydration({ done: () => {} });
  await act(async () => {
    root = hydrateRoot(container, <LoginPage />);
  });
  // The held input happens a task later.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('input before the app', () => {
  it('keeps the browser from sending a form', () => {
    const { button } = serverPage();
    const submission = new SubmitEvent('submit', {
      cancelable: true,
      submitter: button('Continue'),
    });
    container.querySelector('form')!.dispatchEvent(submission);
    expect(submission.defaultPrevented).toBe(true);
  });

  it('is sent by the app once hydrated, with what was typed, and taps on buttons happen', async () => {
    const { email, button, state } = serverPage();
    email.value = 'ann@example.com';
    button('Continue').click();
    button('Show password rules').click();
    button('Show password rules').click();
    button('Help').click();
    button('Not yet').click();
    expect(state()).toBe('0:|0');
    await hydrate();
    expect(state()).toBe('1:ann@example.com|12');
    expect(email.value).toBe('ann@example.com');
  });

  it('marks the page hydrated once the app took it over, not before', async () => {
    delete document.documentElement.dataset.hydrated;
    serverPage();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await hydrate();
    expect(document.documentElement.dataset.hydrated).toBe('');
    delete document.documentElement.dataset.hydrated;
  });

  it('is held no longer once taken: the app handles forms from then on', async () => {
    const { button, state } = serverPage();
    await hydrate();
    act(() => button('Continue').click());
    expect(state()).toBe('1:|0');
    expect(takeEarlyInput()).toEqual([]);
  });

  it('skips what is no longer on the page', async () => {
    const { button } = serverPage();
    button('Show password rules').click();
    container.remove();
    expect(await replayEarlyInput()).toBe(0);
  });

  it('is held by a script every server-rendered page carries in its head', () => {
    const html = fillDocument(
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
      {
        language: 'en',
        currency: null,
        body: '<p>page</p>',
        data: '{"answers":{}}',
        firstPaint: { visitor: true, games: ALL_GAME_LISTS },
        stylesMeta: null,
        title: null,
        description: null,
      },
    );
    expect(html).toContain(`<script>${EARLY_INPUT_SCRIPT}</script></head>`);
  });
});
