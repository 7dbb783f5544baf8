/**
 * Checks data/ before sourcing: `gatsby build` stops on a problem, naming file, record and field; `gatsby
 * develop` reports it in the terminal and the browser's overlay and checks again whenever a data file changes.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContentDirectory, describeProblems, describeWarnings } from "./content-report";
import { projectDirectoryOf } from "./project-directory";
import { watchContent } from "./watch-content";

export { readContentFiles } from "./content-report";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const dataDirectory = path.join(projectDirectoryOf(store), "data");
  if (process.env.gatsby_executing_command === "develop") {
    watchContent(dataDirectory, reporter);
    return;
  }
  const { problems, warnings } = checkContentDirectory(dataDirectory);
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
};
