/** Starts the service: `npm start` (after a build) or `npm run serve`. */
import { buildApp } from "./app";
import { readConfig } from "./config";
import { StartupError } from "./startup-error";

// "Today" for incident dates is Lagos's today, where the visitors are, whatever the host's clock zone.
process.env.TZ ??= "Africa/Lagos";

async function main() {
  const config = readConfig();
  const app = await buildApp(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
