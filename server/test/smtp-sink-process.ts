/**
 * A mail relay as a process of its own, for a test that times the service from this one: a relay in the timing
 * process would take its turns on the same event loop as the answers it times. Prints its port, then each message's
 * subject as it is received.
 */
import { startSmtpSink } from "./smtp-servers";

void startSmtpSink({
  onData(stream, _session, callback) {
    let message = "";
    stream.setEncoding("utf8").on("data", (chunk: string) => (message += chunk));
    stream.on("end", () => {
      process.stdout.write(`${/^Subject: (.*)$/m.exec(message)?.[1] ?? ""}\n`);
      callback();
    });
  },
}).then(({ port }) => process.stdout.write(`port ${port}\n`));
