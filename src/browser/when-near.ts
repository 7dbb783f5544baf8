/**
 * Resolves once `element` comes within one viewport height of the screen, or something inside it
 * takes focus (a keyboard user tabbing in, or a tap on a field), whichever happens first.
 */
export function whenNearOrFocused(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "100% 0px" },
    );
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    function done() {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus, true);
      resolve();
    }
    observer.observe(element);
    // On the document and capturing: React stops focus events inside a part of the page it has not
    // hydrated yet at its root element (to replay them later), so they never bubble up to `element`.
    document.addEventListener("focusin", onFocus, true);
  });
}
