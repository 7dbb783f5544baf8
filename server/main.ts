/** Starts the service: `npm start` (after a build) or `npm run serve`. */
import { buildApp } from "./app";
import { readConfig } from "./config";

// "Today" for incident dates is Lagos's today, where the visitors are, whatever the host's clock zone.
process.env.TZ ??= "Africa/Lagos";

async function main() {
  const config = readConfig();
  const app = await buildApp(config);
  // A promise nobody awaited failed: whatever it was doing is lost, but the requests in flight are not.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled rejection"));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
