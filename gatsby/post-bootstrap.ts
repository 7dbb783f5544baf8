/** After bootstrap, in develop and build alike: the web editor in public/. */
import type { GatsbyNode } from "gatsby";
import { projectDirectoryOf } from "./project-directory";
import { writeAdmin } from "./write-admin";

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, reporter }) => {
  const projectDirectory = projectDirectoryOf(store);
  try {
    writeAdmin(projectDirectory);
  } catch (error) {
    // Develop goes on with the data as it is; the content checks have already said what is wrong.
    reporter.panicOnBuild(`Could not write the web editor to public/admin/: ${(error as Error).message}`);
  }
};
