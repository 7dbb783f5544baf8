import type { Store } from "gatsby";

interface StoreState {
  program: { directory: string };
}

/** The site's folder, from Gatsby's store, which Gatsby's types give no state. */
export function projectDirectoryOf(store: Store): string {
  return (store as unknown as { getState(): StoreState }).getState().program.directory;
}
