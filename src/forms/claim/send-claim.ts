/** Delivers a claim. The form only knows this function, so real delivery can replace it alone. */
import { simulateSending } from "../shared/simulate-sending";

export type SendClaim = (payload: FormData) => Promise<void>;

export const sendClaim: SendClaim = () => simulateSending();
