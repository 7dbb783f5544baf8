/** A service on a fresh data folder, and real request bodies, for the server tests. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildApp } from "../../server/app";
import { readConfig, type Config } from "../../server/config";

/** A log line as pino writes it. */
export type LogEntry = { level: number; msg: string } & Record<string, unknown>;

/** `logs`: collect the service's log lines (at info and above) there instead of silencing them. */
export async function startService(env: Record<string, string> = {}, { logs }: { logs?: LogEntry[] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(
    path.join(publicDir, "index.html"),
    "<html><body><script>window.x=1</script><h1>Home</h1></body></html>",
  );
  fs.writeFileSync(path.join(publicDir, "404.html"), "<html><body><h1>Page Not Found</h1></body></html>");
  fs.mkdirSync(path.join(publicDir, "services", "[...]"), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, "services", "[...]", "index.html"),
    "<html><body>Product Not Found</body></html>",
  );
  // Big enough to be worth compressing.
  fs.writeFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "console.log('Cowry Shield');\n".repeat(200));
  const config: Config = {
    ...readConfig({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, ...env }),
    logLevel: logs ? "info" : "silent",
  };
  const logStream = logs && { write: (line: string) => void logs.push(JSON.parse(line) as LogEntry) };
  const app = await buildApp(config, logStream ? { logStream } : { logger: false });
  return { app, dataDir, publicDir, config };
}

export const validQuote = {
  name: "Adaeze Obi",
  email: "adaeze@example.com",
  phone: "0803 555 0100",
  insuranceType: "home",
  message: "My three-bedroom flat in Ikeja and its contents.",
  agreement: true,
};

export const validClaimFields: Record<string, string> = {
  fullName: "Chinedu Eze",
  email: "chinedu@example.com",
  phone: "+234 803 555 0101",
  policyNumber: "POL-2026-0042",
  claimType: "auto",
  incidentDate: "2026-11-01",
  description: "Rear-ended at a junction in Wuse II; the bumper and boot lid are damaged.",
  notARobot: "true",
};

export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: "#0b3558" } })
    .png()
    .toBuffer();
}

/** A Windows executable's first bytes: what a renamed .exe carries whatever its name. */
export const exeBytes = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("This program cannot be run in DOS mode."),
]);

export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A real multipart body, serialised by Node's own fetch implementation. */
export async function multipart(fields: Record<string, string>, uploads: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  uploads.forEach((upload, index) =>
    form.append(
      `document_${index}`,
      new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "application/pdf" }),
      upload.name,
    ),
  );
  const request = new Request("http://localhost/api/claims", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

export function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Waits for a condition the service brings about in its own time (a retried e-mail, a process starting). */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
