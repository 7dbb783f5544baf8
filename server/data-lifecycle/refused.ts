/** A data command's refusal: nothing was done, and its one-line message says why (the command exits 1). */
export class Refused extends Error {}
