/** No server receives the forms yet (specification §7): sending waits 1.5 s and succeeds. */
export const SIMULATED_SEND_DELAY_MS = 1500;

export function simulateSending(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SIMULATED_SEND_DELAY_MS));
}
