/**
 * Gatsby's onPreBootstrap: checks data/ before sourcing. `gatsby build` stops on a problem, naming file, record
 * and field; `gatsby develop` reports it in the terminal and the browser's overlay and checks again whenever a
 * data file changes (recheck-content-in-develop.ts).
 */
import type { GatsbyNode } from "gatsby";
import { checkContentDirectory, describeProblems, describeWarnings } from "../content/content-report";
import { dataDirectoryOf } from "../content/data-directory";
import { projectDirectoryOf } from "./project-directory";
import { recheckContentInDevelop } from "./recheck-content-in-develop";

export const checkContentBeforeSourcing: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const dataDirectory = dataDirectoryOf(projectDirectoryOf(store));
  if (process.env.gatsby_executing_command === "develop") {
    recheckContentInDevelop(dataDirectory, reporter);
    return;
  }
  const { problems, warnings } = checkContentDirectory(dataDirectory);
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
};
