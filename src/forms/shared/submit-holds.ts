/**
 * Work a submit must wait for before the form is checked, such as a photo still being made smaller: checked
 * without it, the claim would say no document was chosen, or go without the photo. A field registers such work
 * with useHoldSubmit; the form's submit waits until none is left.
 */
import { createContext, useContext, useRef } from "react";

type Hold = (work: Promise<unknown>) => void;

export const SubmitHoldsContext = createContext<Hold>(() => undefined);

export const useHoldSubmit = () => useContext(SubmitHoldsContext);

export function useSubmitHolds() {
  const pending = useRef(new Set<Promise<unknown>>());
  const hold: Hold = (work) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    pending.current.add(settled);
    void settled.then(() => pending.current.delete(settled));
  };
  /** Resolves once no held work is left, including work started while waiting. */
  const settled = async () => {
    while (pending.current.size > 0) await Promise.all(pending.current);
  };
  return { hold, settled, isHolding: () => pending.current.size > 0 };
}
