/**
 * The desk's passkey script, as a file (the desk's CSP allows no inline script): server/desk/browser/passkeys.ts
 * bundled by `npm run build:server` into DESK_SCRIPT_FILE. The desk's rules are in its pages (desk-page.ts).
 */
import type { FastifyPluginAsync } from "fastify";
import fs from "node:fs/promises";
import { DESK_PATHS } from "../../desk/desk-paths";

export const assetsRoute: FastifyPluginAsync<{ scriptFile: string }> = async (app, { scriptFile }) => {
  const config = { signedOut: true };
  app.get(DESK_PATHS.script, { config }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(await fs.readFile(scriptFile)),
  );
};
