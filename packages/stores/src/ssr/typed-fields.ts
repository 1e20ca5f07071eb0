// What a shopper typed into a server-rendered page before the app took it over. The page paints
// before its scripts arrive, so a field can be typed in while nothing listens yet. Hydration keeps
// the typed text on screen but not in React's state (React 19 does not replay it as a change), and
// the field's next render writes the state back over it: the app would act as if the field were
// empty (a search that never runs, a player ID missing when the order is placed). Each such field
// is handed to the app once hydrated, as the change that typing is.

/** Fields whose text a shopper types (not boxes to tick, buttons or files). */
export const TEXT_FIELDS =
  'input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=submit],[type=reset],[type=button],[type=image]), textarea';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Each typed field and its text, taken just before hydrating. */
export type TypedFields = ReadonlyMap<TextField, string>;

/**
 * The text fields under `root` that differ from what the page rendered into them (before
 * hydration: the server's HTML; after: React writes each field's rendered value to its default).
 */
export function typedFields(root: ParentNode): TypedFields {
  return new Map(
    [...root.querySelectorAll<TextField>(TEXT_FIELDS)]
      .filter((field) => !field.disabled && field.value !== field.defaultValue)
      .map((field) => [field, field.value]),
  );
}

/** The element's own value setter, past the one React puts on each field to follow its value. */
function setNativeValue(field: TextField, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Gives `field` the text `text` as the change typing is: an `input` event, which React turns into
 * the field's onChange. React follows a field's value through its own setter: through it the
 * field reads as the rendered value, so the text set past it is a change (as a keystroke's).
 */
export function handTextTo(field: TextField, text: string): void {
  field.value = field.defaultValue;
  setNativeValue(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands every field typed in before hydration to the app as the change typing is: an `input`
 * event, which React turns into the field's onChange. A field still showing its text is handed
 * what it shows; one a render has since written back to its state gets the text from `before`
 * (taken just before hydrating). The caret stays where the shopper left it. Returns how many
 * fields were handed over.
 */
export function adoptTypedFields(root: ParentNode, before: TypedFields = new Map()): number {
  const rendered = (field: TextField) => field.value === field.defaultValue;
  const fields = new Map(
    [...before].filter(
      ([field, text]) => field.isConnected && rendered(field) && field.value !== text,
    ),
  );
  for (const [field, text] of typedFields(root)) fields.set(field, text);
  for (const [field, text] of fields) {
    const focused = field.ownerDocument.activeElement === field;
    const { selectionStart, selectionEnd } = field;
    handTextTo(field, text);
    // React writes the value back as it renders the change, which moves the caret to the end.
    if (focused && selectionStart !== null)
      setTimeout(() => {
        if (field.value === text && field.ownerDocument.activeElement === field)
          field.setSelectionRange(selectionStart, selectionEnd);
      });
  }
  return fields.size;
}
