/** While `open`, Escape anywhere calls `close` and returns focus to the control that opened the panel. */
import { useEffect, type RefObject } from "react";

export function useEscapeToClose(open: boolean, close: () => void, opener: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      opener.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, close, opener]);
}
