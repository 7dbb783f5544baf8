/** Mobile-first media queries: `${mq.md} { ... }` applies from the md breakpoint up. */
import { theme } from "./theme";

type Breakpoint = keyof typeof theme.breakpoints;

export const mq = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
