/** A service whose mail goes to a real SMTP server in the test, retried and polled fast; both stop when the test ends. */
import { after } from "node:test";
import { startService } from "./helpers";
import { startSmtpSink } from "./smtp-servers";

/** The settings of a service mailing to a relay on `port`, its retries and polls in milliseconds. */
export const fastMail = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_RETRY_BASE_MS: "50",
  MAIL_POLL_MS: "25",
  RATE_LIMIT_MAX: "100",
});

export async function serviceMailingToSink(env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  after(() => sink.close());
  const service = await startService({ ...fastMail(sink.port), ...env });
  after(() => service.app.close());
  return { sink, ...service };
}
