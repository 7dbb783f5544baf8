/** The HTML popover attributes, which React 18's types do not know yet; React passes them through as written. */
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
