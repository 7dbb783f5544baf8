/** `npm run check`: the build's content checks alone, in about a second. Exits 1 when data/ has a problem. */
import path from "node:path";
import { checkContentDirectory, describeProblems, describeWarnings } from "../gatsby/content/content-report";

const { problems, warnings } = checkContentDirectory(path.resolve(__dirname, "..", "data"));
if (warnings.length > 0) console.warn(describeWarnings(warnings));
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exitCode = 1;
} else {
  console.log("Content in data/ checked: no problems");
}
