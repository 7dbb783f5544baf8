/**
 * The SQLite database in DATA_DIR (storage/database/database.ts): the folder made private, locked to this one service, the
 * database opened and rid once of text erased before secure_delete; closed once the requests in flight are done.
 */
import fp from "fastify-plugin";
import { lockDataDir } from "../storage/database/data-dir-lock";
import { openDatabase, scrubErasedText, type Db } from "../storage/database/database";
import { makePrivateDataDir } from "../storage/database/private-files";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export const databasePlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const loosened = makePrivateDataDir(dataDir);
    if (loosened) app.log.warn({ mode: loosened }, "DATA_DIR was open to others; it is now 700");
    const lock = lockDataDir(dataDir);
    const db = openDatabase(dataDir);
    try {
      if (scrubErasedText(db)) app.log.info("rewrote the database once, so that nothing erased before is left in it");
    } catch (error) {
      app.log.warn(
        { err: error },
        "could not rewrite the database to clear what was erased before; next start tries again",
      );
    }
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      db.close();
      lock.release();
    });
  },
  { name: "database" },
);
