// What a form shows the user about its fields, read from the page as assistive technology reads
// it: each invalid control (aria-invalid) with its section, its label and the message it points to.
function labelOf(control: Element): string {
  const label = control.id ? document.querySelector(`label[for="${control.id}"]`) : null;
  // A button is named by its text (a document's Choose File button).
  if (!label) return control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
  // The required mark (*) is aria-hidden: it is not part of the name.
  const name = label.cloneNode(true);
  if (name instanceof Element) for (const hidden of name.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (name.textContent ?? '').trim();
}

/** The message a control points to with aria-describedby (its hint is left out). */
export function errorOf(control: Element): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? undefined) : undefined;
}

/** "Section / Label: message" for every control marked invalid, in page order. */
export function invalidFields(container: ParentNode = document): string[] {
  return [...container.querySelectorAll('[aria-invalid="true"]')].map((control) => {
    const section = control.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
    return `${section} / ${labelOf(control)}: ${errorOf(control) ?? '(no message)'}`;
  });
}

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The one control labelled `name` (its label without the required mark) inside `root`. */
export function fieldNamed(name: string, root: ParentNode = document): FormControl {
  const found = [...root.querySelectorAll('input, textarea, select')].filter((control) => labelOf(control) === name);
  const [element] = found;
  if (found.length !== 1) throw new Error(`Expected one field named "${name}", found ${found.length}`);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  throw new Error(`"${name}" is not a form control`);
}
