// Taps and submits on a server-rendered page before the app took it over. The page paints before
// its scripts arrive: a form sent then would leave the page (the browser's own GET submission, the
// typed e-mail in the address and the login's `redirect` lost), and a button tapped then would do
// nothing. A small script in the page (EARLY_INPUT_SCRIPT, before any content) holds them back;
// once the page is hydrated the app takes them and they happen (replayEarlyInput), after the typed
// text has reached the app (typed-fields.ts).

/** Where the page's script leaves what it held back. */
export const EARLY_INPUT_GLOBAL = '__gemlaneEarlyInput';

/**
 * What the script held back, in order: a form's submission (with the button that sent it) or a tap
 * on a button (a `<button>` or an element with the button role).
 */
export type EarlyInput =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; button: HTMLElement };

/** A button that cannot be used now. */
const isDisabled = (button: HTMLElement) =>
  (button instanceof HTMLButtonElement && button.disabled) ||
  button.getAttribute('aria-disabled') === 'true';

interface EarlyInputRecorder {
  /** Stops holding back input and hands over what was held. */
  take(): EarlyInput[];
}

/**
 * The inline script a server-rendered page carries in <head> (hashed into the page's CSP like its
 * other inline blocks). It keeps forms from being sent by the browser, and notes each submission
 * and each tap on a button (`<button>` or the button role) that is not a form's submit button (that
 * one's tap is its submission).
 */
export const EARLY_INPUT_SCRIPT = `(function(){var held=[];function submit(e){e.preventDefault();held.push({kind:'submit',form:e.target,submitter:e.submitter||null})}function click(e){var b=e.target instanceof Element?e.target.closest('button,[role=button]'):null;if(b&&b.type!=='submit'&&!b.disabled&&b.getAttribute('aria-disabled')!=='true')held.push({kind:'click',button:b})}addEventListener('submit',submit,true);addEventListener('click',click,true);window.${EARLY_INPUT_GLOBAL}={take:function(){removeEventListener('submit',submit,true);removeEventListener('click',click,true);return held.splice(0)}}})();`;

/** Stops holding input back and returns what was held (nothing on a page without the script). */
export function takeEarlyInput(win: Window = window): EarlyInput[] {
  const recorder = (win as unknown as Record<string, EarlyInputRecorder | undefined>)[
    EARLY_INPUT_GLOBAL
  ];
  return recorder?.take() ?? [];
}

/**
 * Lets what was held back happen, in order, now that the app listens: each form is submitted again
 * (through its own submit handling, with the same button), each button tapped again. After a task,
 * so the text handed over just before has been rendered into the app's state. A part no longer on
 * the page (the app rendered another) is skipped.
 */
export function replayEarlyInput(win: Window = window): Promise<number> {
  const held = takeEarlyInput(win);
  if (held.length === 0) return Promise.resolve(0);
  return new Promise((resolve) =>
    win.setTimeout(() => {
      let replayed = 0;
      for (const input of held) {
        if (input.kind === 'submit') {
          if (!input.form.isConnected) continue;
          const submitter = input.submitter?.isConnected ? input.submitter : null;
          input.form.requestSubmit(submitter);
        } else {
          if (!input.button.isConnected || isDisabled(input.button)) continue;
          input.button.click();
        }
        replayed += 1;
      }
      resolve(replayed);
    }),
  );
}
