// A shopper types into a server-rendered page before its scripts have arrived: once the app has
// hydrated it, the app holds what the field shows (the search runs, the player ID is there), and
// the field never stops showing it.
import {
  act,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationDone, setPendingHydration, useTypedFieldsHandOver } from './hydration-done.ts';
import { adoptTypedFields, typedFields } from './typed-fields.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** A part of the page the server had, whose code arrives later in the browser. */
const Rendered = () => null;
let arrive = () => {};
let Later: ComponentType = Rendered;
beforeEach(() => {
  Later = lazy(
    () =>
      new Promise<{ default: () => null }>((resolve) => {
        arrive = () => resolve({ default: () => null });
      }),
  );
});

function HandOver() {
  useTypedFieldsHandOver();
  return null;
}

/** The page's own fields: a player ID from the server, a note, a box to tick. */
function PageContent({ Part }: { Part: ComponentType }) {
  const [playerId, setPlayerId] = useState('1001');
  const [remember, setRemember] = useState(false);
  const [note, setNote] = useState('');
  return (
    <main>
      <Part />
      <input aria-label="player" value={playerId} onChange={(e) => setPlayerId(e.target.value)} />
      <textarea aria-label="note" defaultValue="" onChange={(e) => setNote(e.target.value)} />
      <input
        aria-label="remember"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <p data-testid="page">{`${playerId}|${remember}|${note}`}</p>
    </main>
  );
}

/**
 * The app as both apps are shaped: a frame with the search box that renders again once hydrated
 * (as its start-up effects make it), and the page inside a Suspense boundary, hydrated after it.
 */
function App({ handOver, children }: { handOver: boolean; children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const [query, setQuery] = useState('');
  return (
    <div>
      {handOver && <HandOver />}
      <input
        aria-label="search"
        className={started ? 'started' : undefined}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p data-testid="frame">{query}</p>
      {children}
    </div>
  );
}

/** The app with its page (the same element through the frame's renders, as a route's is). */
const app = (handOver: boolean, Part: ComponentType) => (
  <App handOver={handOver}>
    <Suspense>
      <PageContent Part={Part} />
      {handOver && <HydrationDone />}
    </Suspense>
  </App>
);

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  setPendingHydration(null);
});

type Field = HTMLInputElement & HTMLTextAreaElement;

/** The server's page in the document, typed into by `typing` before the app hydrates it. */
async function hydrateAfterTyping(
  typing: (field: (label: string) => Field) => void,
  { handOver = true, later = false } = {},
) {
  container = document.createElement('div');
  container.innerHTML = renderToString(app(handOver, Rendered));
  document.body.append(container);
  const field = (label: string) => container.querySelector<Field>(`[aria-label="${label}"]`)!;
  typing(field);
  setPendingHydration({ done: () => {} });
  await act(async () => {
    root = hydrateRoot(container, app(handOver, later ? Later : Rendered));
  });
  const text = (id: string) => container.querySelector(`[data-testid=${id}]`)!.textContent;
  return { field, frame: () => text('frame'), page: () => text('page') };
}

describe('fields typed in before hydration', () => {
  it('are lost without the hand-over: React keeps neither the text nor the state', async () => {
    const { frame, field } = await hydrateAfterTyping(
      (f) => {
        f('search').value = 'gen';
      },
      { handOver: false },
    );
    expect(field('search').className).toBe('started');
    expect(field('search').value).toBe('');
    expect(frame()).toBe('');
  });

  it('reach the app as changes once hydrated, in the frame and in the page', async () => {
    const { frame, page, field } = await hydrateAfterTyping((f) => {
      f('search').value = 'gen';
      f('player').value = '1001-77';
      f('note').value = 'please hurry';
    });
    expect(frame()).toBe('gen');
    expect(page()).toBe('1001-77|false|please hurry');
    expect([field('search').value, field('player').value]).toEqual(['gen', '1001-77']);
    // Handed over once: the controlled fields now hold what the app holds.
    expect([...typedFields(container).keys()].map((f) => f.getAttribute('aria-label'))).toEqual([
      'note',
    ]);
  });

  it('never show the frame field empty while the page is still loading', async () => {
    const errors = vi.spyOn(console, 'error');
    const { frame, page, field } = await hydrateAfterTyping(
      (f) => {
        f('search').value = 'gen';
        f('player').value = '42';
      },
      { later: true },
    );
    // The frame rendered again while the page's code was still on its way.
    expect(field('search').className).toBe('started');
    expect(field('search').value).toBe('gen');
    expect(frame()).toBe('gen');
    expect(field('player').value).toBe('42');
    await act(async () => arrive());
    expect(page()).toBe('42|false|');
    expect(field('player').value).toBe('42');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keep a field the shopper cleared cleared', async () => {
    const { page } = await hydrateAfterTyping((f) => {
      f('player').value = '';
    });
    expect(page()).toBe('|false|');
  });

  it('leave untouched fields, boxes to tick and the caret alone', async () => {
    const { frame, page, field } = await hydrateAfterTyping((f) => {
      const search = f('search');
      search.value = 'genshin';
      search.focus();
      search.setSelectionRange(3, 3);
    });
    expect(frame()).toBe('genshin');
    expect(page()).toBe('1001|false|');
    expect(document.activeElement).toBe(field('search'));
    await new Promise((resolve) => setTimeout(resolve));
    expect([field('search').selectionStart, field('search').selectionEnd]).toEqual([3, 3]);
    expect(adoptTypedFields(container)).toBe(0);
  });
});
