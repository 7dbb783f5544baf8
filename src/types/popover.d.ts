/** The HTML popover attributes, which React 18's types do not know yet; React passes them through as written. */
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats React's type parameters
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats React's type parameters
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
