/** Helpers the form component tests share. */
import type userEvent from "@testing-library/user-event";

export type User = ReturnType<typeof userEvent.setup>;

/** The texts of the elements a field's aria-describedby points at, in order. */
export function descriptionsOf(field: HTMLElement): string[] {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

/** Puts text into a field the quick way a visitor might: click into it and paste. */
export async function paste(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * Replaces what a field holds with `value` as a visitor would: a drop-down's option chosen by value, a tick
 * box ticked or not, any other field emptied and the text pasted in.
 */
export async function enter(user: User, field: HTMLElement, value: unknown): Promise<void> {
  if (field instanceof HTMLSelectElement) {
    await user.selectOptions(field, String(value));
  } else if (field instanceof HTMLInputElement && field.type === "checkbox") {
    if (field.checked !== value) await user.click(field);
  } else {
    await user.clear(field);
    if (value !== "") await paste(user, field, String(value));
  }
}

/** A send that stays pending until the test settles it with the service's receipt. */
export function deferred(reference = "REF-2026-000001") {
  let settle!: (receipt: { reference: string }) => void;
  const promise = new Promise<{ reference: string }>((resolve) => {
    settle = resolve;
  });
  return { promise, resolve: () => settle({ reference }) };
}
