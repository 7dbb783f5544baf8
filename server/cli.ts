/** The staff's command line on the stored submissions (its commands: cli-commands.ts): `npm run -s submissions -- list`. */
import { readConfig } from "./config";
import { printableLine } from "./submissions/safe-text";
import { PRIVATE_UMASK } from "./storage/database/private-files";
import { run } from "./cli-commands";

// Backups and exports hold claims: whatever this process creates is its user's alone (private-files.ts).
process.umask(PRIVATE_UMASK);

const { dataDir, retentionDays, deskOrigin } = readConfig();
// Which data this works on, before anything else: a wrong or missing DATA_DIR shows at once.
process.stderr.write(`Using DATA_DIR ${printableLine(dataDir)}\n`);
void run(process.argv.slice(2), dataDir, retentionDays, deskOrigin).then(({ output, exitCode, notice }) => {
  if (notice) process.stderr.write(notice);
  (exitCode === 0 ? process.stdout : process.stderr).write(output);
  process.exitCode = exitCode;
});
