/** Stops the build before sourcing when an editor's data file is broken, naming file, record and field. */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { localToday } from "../src/lib/dates";
import { closedOpenings, formatProblem, validateContent, type ContentFiles } from "./content-checks";

export function readContentFiles(directory: string): ContentFiles {
  const files: ContentFiles = {};
  for (const name of fs.readdirSync(directory).filter((file) => file.endsWith(".json"))) {
    const source = fs.readFileSync(path.join(directory, name), "utf8");
    try {
      files[name] = JSON.parse(source);
    } catch (error) {
      throw new Error(`data/${name} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return files;
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const dataDirectory = path.join(store.getState().program.directory, "data");
  let problems: string[];
  try {
    const files = readContentFiles(dataDirectory);
    problems = validateContent(files, {
      imageExists: (relativePath) => fs.existsSync(path.resolve(dataDirectory, relativePath)),
    }).map(formatProblem);
    for (const closed of closedOpenings(files, localToday())) reporter.warn(formatProblem(closed));
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content in data/ has ${problems.length} problem(s):\n  - ${problems.join("\n  - ")}`);
  }
};
