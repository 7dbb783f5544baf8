/**
 * @jest-environment node
 */
import { lint } from "../support/lint";

const DEFERRED_TRANSACTION =
  "A deferred transaction fails at once when another connection to the database writes between its read and its " +
  "write: make it with writeTransaction (server/storage/database/write-transaction.ts).";

describe("the lint rule against deferred transactions in the service", () => {
  it("fires on db.transaction() anywhere in server/ but write-transaction.ts, saying why", () => {
    const deferred = "export const add = (db: Db) => db.transaction(() => db.exec('DELETE FROM staff'));\n";
    const { messages } = lint([
      { code: deferred, filePath: "server/storage/desk-people/staff.ts" },
      { code: deferred, filePath: "server/routes/desk/register.ts" },
      { code: deferred, filePath: "server/storage/database/write-transaction.ts" },
      {
        code: "export const add = (db: Db) => writeTransaction(db, () => 1);\n",
        filePath: "server/storage/desk-people/staff.ts",
      },
    ]);

    const fired = [
      {
        ruleId: "no-restricted-properties",
        message: `'transaction' is restricted from being used. ${DEFERRED_TRANSACTION}`,
      },
    ];
    expect(messages).toEqual([fired, fired, [], []]);
  }, 60_000);
});
