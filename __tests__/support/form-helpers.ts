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

/** A promise the test settles by hand. */
/** A send that stays pending until the test settles it with the service's receipt. */
export function deferred(reference = "REF-2026-000001") {
  let settle!: (receipt: { reference: string }) => void;
  const promise = new Promise<{ reference: string }>((resolve) => {
    settle = resolve;
  });
  return { promise, resolve: () => settle({ reference }) };
}
