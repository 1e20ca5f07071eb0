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

const addressOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

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
  const shown = addressOf(location);
  // The text typed on the way, with the address it was typed on the way to.
  const typed = useRef<{ to: string; texts: Map<string, string> } | undefined>(undefined);
  /** Where the navigation on its way goes, or undefined when none is. */
  const destination = useRef<() => string | undefined>(() => undefined);

  useLayoutEffect(() => {
    destination.current = () => {
      if (dataRouter)
        return dataRouter.navigation.location
          ? addressOf(dataRouter.navigation.location)
          : undefined;
      const moved = history.location ? addressOf(history.location) : shown;
      return moved === shown ? undefined : moved;
    };
    // A navigation given up or overtaken before it arrived: its text goes nowhere.
    if (typed.current && typed.current.to !== shown && typed.current.to !== destination.current())
      typed.current = undefined;
  });
  useEffect(() => {
    const onInput = (event: Event) => {
      const field = event.target;
      const to = isTextField(field) ? destination.current() : undefined;
      const purpose = to ? purposeOf(field as TextField) : undefined;
      if (!to || !purpose) return;
      if (typed.current?.to !== to) typed.current = { to, texts: new Map() };
      typed.current.texts.set(purpose, (field as TextField).value);
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);

  useEffect(() => {
    // Only the page the text was typed on the way to receives it (not one after a navigation
    // that was given up or overtaken).
    const carried = typed.current?.to === shown ? typed.current.texts : undefined;
    typed.current = undefined;
    if (!carried) return;
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
