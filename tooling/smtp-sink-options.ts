/** What every stand-in mail relay of the tests, the e2e run and the bench shares. */
import type { SMTPServerOptions } from "smtp-server";

/** Anyone may send, in plain text, and the client is not looked up. */
export const sinkOptions = {
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  // Its default reverse lookup of the client waits about 30 s where no DNS answers.
  disableReverseLookup: true,
} satisfies SMTPServerOptions;
