/** Staff's commands on the stored submissions (submissions-cli.ts): `npm run -s submissions -- list`. */
import { readConfig } from "./config";
import { run } from "./submissions-cli";

const { dataDir, retentionDays } = readConfig();
void run(process.argv.slice(2), dataDir, retentionDays).then(({ output, exitCode }) => {
  (exitCode === 0 ? process.stdout : process.stderr).write(output);
  process.exitCode = exitCode;
});
