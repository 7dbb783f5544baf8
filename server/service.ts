/** Starts the service: `npm start` (after a build) or `npm run serve`; the systemd unit runs its build, dist/service.mjs. */
import { buildApp } from "./app";
import { readConfig } from "./config";
import { StartupError } from "./startup-error";
import { PRIVATE_UMASK } from "./storage/database/private-files";

// Claims hold identity documents: whatever this process creates (the database, documents, uploads) is the
// service's user's alone, whatever umask it was started with (private-files.ts).
process.umask(PRIVATE_UMASK);

// "Today" for incident dates is Lagos's today, where the visitors are, whatever the host's clock zone.
process.env.TZ ??= "Africa/Lagos";

async function main() {
  const config = readConfig();
  const app = await buildApp(config);
  // A promise nobody awaited failed: whatever it was doing is lost, but the requests in flight are not.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled rejection"));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      // Requests in flight may finish within the grace period; after it they are cut off, and an upload
      // cut off is stored not at all (it is removed now or swept at the next start).
      setTimeout(() => {
        app.log.warn({ graceMs: config.shutdownGraceMs }, "requests still in flight are cut off");
        app.server.closeAllConnections();
      }, config.shutdownGraceMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  // Where to open each: the desk is on a host of its own, never under the site's address.
  app.log.info(`The site is at ${config.publicOrigin}/ and the desk at ${config.deskOrigin}/desk/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
