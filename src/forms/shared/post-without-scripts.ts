/**
 * For a page whose form code never arrived (lazyNear gave up on it): the server-rendered forms are plain HTML
 * forms that the service answers with its own pages, so the browser can send them itself, as it does without
 * scripts.
 */
import { PENDING_SUBMIT, RELEASE_HELD_SUBMIT } from "./held-submit";

/**
 * Releases HoldEarlySubmit's hold on every form inside `within`, so the next press posts the form, and posts at
 * once, with what was typed, the form whose press is being held.
 */
export function postWithoutScripts(within: Element): void {
  const page = document.documentElement;
  for (const form of Array.from(within.querySelectorAll("form"))) {
    form.dispatchEvent(new Event(RELEASE_HELD_SUBMIT));
    if (page.getAttribute(PENDING_SUBMIT) === form.getAttribute("aria-labelledby")) {
      page.removeAttribute(PENDING_SUBMIT);
      // submit() fires no submit event for anything to hold, and Safari before 16 has no requestSubmit().
      form.submit();
    }
  }
}
