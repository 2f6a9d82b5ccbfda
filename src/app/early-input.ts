/**
 * What a visitor typed, picked or ticked on a server-rendered page before its JavaScript ran (or what
 * the browser restored there on a reload). The browser keeps it on screen, but React hydrates a
 * controlled field without reading it: the form's store would still hold the empty value, say the
 * field is missing and keep SUBMIT disabled while the screen shows the text. So once the app has
 * committed, every field whose state differs from what React drew (`defaultValue`, `defaultChecked`,
 * `defaultSelected` are what it rendered) is handed to React as the user's own input, in page order:
 * the screen's onChange runs as if it had been typed after hydration.
 *
 * A member's page is drawn afresh instead of hydrated (boot.tsx): its fields are read before that
 * render (`readEarlyInput`) and replayed into the new ones, matched by id or name.
 */

import { afterHydrating } from '../lib/hydrate-when-seen';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type EarlyInput = {
  /** `[id=…]`, or `[name=…]` (with `[value=…]` for a radio or checkbox) when the field has no id. */
  selector: string;
  value: string;
  checked: boolean;
};

const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function fieldsOf(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea, select')).filter((field) =>
    !field.disabled && !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)));
}

function isCheck(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (isCheck(field)) return field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** An attribute value as a CSS string. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

function selectorOf(field: Field): string | null {
  if (field.id) return `[id=${quoted(field.id)}]`;
  if (!field.name) return null;
  const byName = `[name=${quoted(field.name)}]`;
  return isCheck(field) ? `${byName}[value=${quoted(field.value)}]` : byName;
}

/** The fields under `root` the user changed before the app took over. */
export function readEarlyInput(root: ParentNode): EarlyInput[] {
  return fieldsOf(root).filter(changed).flatMap((field) => {
    const selector = selectorOf(field);
    return selector ? [{ selector, value: field.value, checked: isCheck(field) && field.checked }] : [];
  });
}

/** Sets a field the way a user would, so React's onChange sees the change (its value tracker holds the rendered value). */
function replay(field: Field, input: Pick<EarlyInput, 'value' | 'checked'>): void {
  if (field.disabled || (!(field instanceof HTMLSelectElement) && field.readOnly)) return;
  if (field instanceof HTMLSelectElement) {
    field.value = input.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheck(field)) {
    // Set back to the other state through React's setter (its tracker notes it), then clicked: React
    // sees the click's change.
    field.checked = !input.checked;
    field.click();
  } else {
    // Back to what React drew through its setter, then the early text through the element's own one.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = field.defaultValue;
    if (setNative) setNative.call(field, input.value);
    else field.value = input.value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Hands early input to the app, once it has committed: `inputs` read before a fresh render, matched
 * by selector; without them (hydration), every live field under `root` that differs from what React drew.
 */
export function replayEarlyInput(root: ParentNode, inputs?: EarlyInput[]): void {
  if (inputs) {
    for (const input of inputs) {
      const field = root.querySelector<Field>(input.selector);
      if (field) replay(field, input);
    }
    return;
  }
  // Read all first: replaying one (a car model) may make React reset another (its type).
  const early = fieldsOf(root).filter(changed).map((field) => ({ field, value: field.value, checked: isCheck(field) && field.checked }));
  for (const { field, ...input } of early) {
    // A field in a part that still waits to be hydrated (the car page's credit panel) is handed over once
    // the part is: replayed while React had not yet come to the part's boundary, its change reached no
    // handler, and the part hydrated later with the server's tenor in the simulation (the one chosen lost).
    const part = field.closest('[data-hydrate-when-seen]')?.getAttribute('data-hydrate-when-seen');
    if (part) afterHydrating(part, () => replay(field, input));
    else replay(field, input);
  }
}
