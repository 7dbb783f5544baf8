/** An insurer as staff add it on the desk, with two claims addresses: the one the desk tests send claims and messages to. */
import type { InsurerDetails } from "../storage/insurers/insurers";

export const leadway: InsurerDetails = {
  name: "Leadway Assurance",
  claimsEmails: ["claims@leadway.example", "motorclaims@leadway.example"],
  phone: "+2341280000",
  acknowledgeWorkingDays: 2,
  offerDays: 30,
};
