// Text typed while the next page is on its way. A page's code arrives in its own chunk, and until
// it has, the page being left stays on screen (the router waits in a transition, or for the
// route's lazy module): a shopper who taps "Create an account" and types their e-mail at once
// types it into the login page, and the sign-up form comes up empty. What is typed in that moment
// is kept by what each field is for and handed to the field for the same thing on the page that
// arrives, which takes the focus so the rest of the typing follows. Passwords are never carried.
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_NavigationContext,
  useLocation,
  type Location,
} from 'react-router';
import { handTextTo, TEXT_FIELDS, type TextField } from '../ssr/typed-fields.ts';

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
  target.matches(TEXT_FIELDS);

/** What a field is for: its autocomplete purpose, else its name, else its type; never a password. */
export function purposeOf(field: TextField): string | undefined {
  if (field instanceof HTMLInputElement && field.type === 'password') return undefined;
  const autocomplete = field.getAttribute('autocomplete')?.trim().toLowerCase();
  if (autocomplete && autocomplete !== 'on' && autocomplete !== 'off')
    return autocomplete.includes('password') ? undefined : `autocomplete:${autocomplete}`;
  if (field.name) return `name:${field.name}`;
  if (field instanceof HTMLInputElement && field.type !== 'text') return `type:${field.type}`;
  return undefined;
}

/**
 * Call once inside the router (the root layout). While a navigation is on its way (a data
 * router's navigation state, or the declarative router's address already changed), text typed
 * into a field is kept by its purpose; once the next page has rendered, each empty field of that
 * purpose receives it and the first one takes the focus.
 */
export function useCarryTypedText(): void {
  const location = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterStateContext);
  // A declarative router's history moves at once; the page follows when the next view is in.
  const history = useContext(UNSAFE_NavigationContext).navigator as { location?: Location };
  const shown = `${location.pathname}${location.search}`;
  const leaving = useRef<() => boolean>(() => false);

  useLayoutEffect(() => {
    leaving.current = dataRouter
      ? () => dataRouter.navigation.state !== 'idle'
      : () =>
          !!history.location && `${history.location.pathname}${history.location.search}` !== shown;
  });

  const typed = useRef(new Map<string, string>());
  useEffect(() => {
    const onInput = (event: Event) => {
      const field = event.target;
      if (!isTextField(field) || !leaving.current()) return;
      const purpose = purposeOf(field);
      if (purpose) typed.current.set(purpose, field.value);
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);

  useEffect(() => {
    const carried = typed.current;
    if (carried.size === 0) return;
    typed.current = new Map();
    let first: TextField | undefined;
    for (const field of document.querySelectorAll<TextField>(TEXT_FIELDS)) {
      const purpose = purposeOf(field);
      const text = purpose ? carried.get(purpose) : undefined;
      if (!purpose || !text || field.value || field.disabled || field.readOnly) continue;
      handTextTo(field, text);
      carried.delete(purpose);
      first ??= field;
    }
    if (!first) return;
    first.focus();
    try {
      first.setSelectionRange(first.value.length, first.value.length);
    } catch {
      // An e-mail field has no caret to place (the browser keeps it at the end).
    }
  }, [shown]);
}
