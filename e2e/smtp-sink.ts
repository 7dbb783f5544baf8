/**
 * The browser tests' mail server: accepts every message and writes it, raw, to var/e2e-mail/, where
 * the tests read what staff would have received. Started by playwright.config.ts beside the service.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { sinkOptions } from "../tooling/smtp-sink-options";

const port = Number(process.env.SMTP_SINK_PORT ?? 2525);
const folder = path.join(__dirname, "..", "var", "e2e-mail");
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });

let count = 0;
const server = new SMTPServer({
  ...sinkOptions,
  onData(stream, _session, callback) {
    count += 1;
    // Named .eml only once whole: a test reading a message still being written saw its subject but no attachments.
    const file = path.join(folder, `${String(count).padStart(4, "0")}.eml`);
    const target = fs.createWriteStream(`${file}.partial`);
    stream.pipe(target);
    target.on("finish", () => {
      fs.renameSync(`${file}.partial`, file);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
