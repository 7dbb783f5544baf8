/** Helpers the form component tests share. */
import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { FormTable, OutcomeTable } from "../../form-contract/__tests__/support/form-tables";

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

/** The drop-down starts on its prompt and offers exactly the table's choices, in order. */
export function expectChoices(select: HTMLElement, { prompt, options }: FormTable["choices"]): void {
  expect(select).toHaveValue("");
  expect(
    within(select)
      .getAllByRole("option")
      .map((option) => [option.textContent, option.getAttribute("value")]),
  ).toEqual([[prompt, ""], ...options]);
}

/**
 * With fake timers, lets a send that answers after `ms` run: until its last millisecond the button says
 * "Processing..." and is disabled and the status is empty; then the answer arrives.
 */
export async function expectProcessingFor(ms: number, status: HTMLElement): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms - 1);
  });
  expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  expect(status).toBeEmptyDOMElement();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
}

/** Waits for the success message in `status`, and checks it whole: title, text, no failure beside it. */
export async function expectSuccessShown(status: HTMLElement, outcome: OutcomeTable): Promise<void> {
  await waitFor(() => expect(within(status).getByText(outcome.successTitle)).toBeInTheDocument());
  expect(within(status).getByText(outcome.successText)).toBeInTheDocument();
  expect(within(status).queryByText(outcome.failureTitle)).not.toBeInTheDocument();
}

/** Waits for the failure message in `status`, and checks it whole: title, text, whom to call instead, no success. */
export async function expectFailureShown(status: HTMLElement, outcome: OutcomeTable): Promise<void> {
  await waitFor(() => expect(within(status).getByText(outcome.failureTitle)).toBeInTheDocument());
  expect(within(status).getByText(outcome.failureText)).toBeInTheDocument();
  expect(within(status).getByText(/^You can also call us on/)).toHaveTextContent(outcome.contact.line);
  for (const [name, href] of outcome.contact.links) {
    expect(within(status).getByRole("link", { name })).toHaveAttribute("href", href);
  }
  expect(within(status).queryByText(outcome.successTitle)).not.toBeInTheDocument();
}

/** An idempotency key as the forms make them, bare and as the Idempotency-Key header writes it. */
export const ANY_KEY: unknown = expect.stringMatching(/^[0-9a-f]{32}$/);
export const ANY_QUOTED_KEY: unknown = expect.stringMatching(/^"[0-9a-f]{32}"$/);
