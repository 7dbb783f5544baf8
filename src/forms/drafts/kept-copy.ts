/**
 * What the form's copy on the phone holds after its last save, for the fields that must say what would be lost:
 * the whole form, the form without its files (the browser would not store them), or nothing (storage refused).
 * Undefined while no copy is being kept.
 */
import { createContext, useContext } from "react";
import type { KeptCopy } from "../../../upload-client/kept/draft-store";

export type CopyState = KeptCopy | "refused";

export const KeptCopyContext = createContext<CopyState | undefined>(undefined);

export const useKeptCopy = () => useContext(KeptCopyContext);
