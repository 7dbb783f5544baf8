/**
 * The claim status page's upload script and its photo worker, as `npm run build:server` bundles them: read once at
 * start (a service without them would serve pages whose uploads never improve, so it does not start), and served
 * at addresses that name their content, kept by the browser for good.
 */
import type { FastifyPluginAsync } from "fastify";
import fs from "node:fs/promises";
import { CLAIM_STATUS_PATHS } from "../../claim-status/claim-status-paths";
import type { UploadScriptAddresses } from "../../claim-status/pages/upload-script";
import type { UploadScriptFiles } from "../../config";
import { contentAddress, IMMUTABLE } from "../../content-address";
import { StartupError } from "../../startup-error";

export interface UploadScript {
  addresses: UploadScriptAddresses;
  contents: Record<keyof UploadScriptAddresses, string>;
}

const BASES: Record<keyof UploadScriptAddresses, string> = {
  script: `${CLAIM_STATUS_PATHS.assets}document-upload`,
  worker: `${CLAIM_STATUS_PATHS.assets}shrink-photo`,
};

async function readBuilt(file: string): Promise<string> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new StartupError(
      `The claim status page's upload script is not built: ${file} is missing. Run npm run build:server first.`,
    );
  }
}

export async function readUploadScript(files: UploadScriptFiles): Promise<UploadScript> {
  const contents = { script: await readBuilt(files.script), worker: await readBuilt(files.worker) };
  return {
    addresses: {
      script: contentAddress(BASES.script, contents.script, ".js"),
      worker: contentAddress(BASES.worker, contents.worker, ".js"),
    },
    contents,
  };
}

export const uploadScriptRoute: FastifyPluginAsync<{ uploadScript: UploadScript }> = async (
  app,
  { uploadScript: { addresses, contents } },
) => {
  for (const part of ["script", "worker"] as const) {
    app.get(addresses[part], async (_request, reply) =>
      reply.header("Cache-Control", IMMUTABLE).type("text/javascript; charset=utf-8").send(contents[part]),
    );
  }
};
