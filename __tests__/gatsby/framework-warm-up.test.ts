/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import webpack from "webpack";
import { FrameworkWarmUpPlugin } from "../../gatsby/framework-warm-up";
import { builtSite } from "../support/fixture-output";

/** Runs the build; resolves to its errors, empty when there are none. */
function compile(compiler: webpack.Compiler): Promise<string> {
  return new Promise((resolve) =>
    compiler.run((error, stats) =>
      compiler.close(() => resolve(error ? String(error) : stats!.hasErrors() ? stats!.toString("errors-only") : "")),
    ),
  );
}

/** Builds an entry that imports react-dom/client, with react and react-dom in a chunk of their own as Gatsby does. */
async function buildWithFramework(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "warm-up-"));
  fs.writeFileSync(
    path.join(directory, "entry.js"),
    'import { hydrateRoot } from "react-dom/client";\nself.hydrate = hydrateRoot;\n',
  );
  const compiler = webpack({
    mode: "production",
    context: directory,
    entry: { app: "./entry.js" },
    resolve: { modules: [path.resolve("node_modules")] },
    output: { path: path.join(directory, "out"), filename: "[name].js", chunkLoadingGlobal: "webpackChunkTest" },
    optimization: {
      minimize: false,
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: {
        cacheGroups: {
          framework: {
            name: "framework",
            chunks: "all",
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          },
        },
      },
    },
    plugins,
  });
  const errors = await compile(compiler);
  if (errors) throw new Error(errors);
  return path.join(directory, "out");
}

/**
 * Runs the built scripts in the page loader's order. React-dom looks for the React developer tools
 * when it first runs, and only then, so counting those look-ups tells whether it has started.
 */
function runScripts(outputDirectory: string, scripts: string[]) {
  let devToolsLookUps = 0;
  const page: Record<string, unknown> = {};
  Object.defineProperty(page, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    get: () => {
      devToolsLookUps += 1;
      return undefined;
    },
  });
  page.self = page;
  const context = vm.createContext(page);
  for (const script of scripts) {
    vm.runInContext(fs.readFileSync(path.join(outputDirectory, script), "utf8"), context);
  }
  return { reactDomStarted: devToolsLookUps > 0, page };
}

describe("FrameworkWarmUpPlugin", () => {
  jest.setTimeout(60_000);

  let withPlugin: string;
  let withoutPlugin: string;
  beforeAll(async () => {
    [withPlugin, withoutPlugin] = await Promise.all([
      buildWithFramework([new FrameworkWarmUpPlugin()]),
      buildWithFramework([]),
    ]);
  });

  it("makes the framework script start react-dom, before the app script runs", () => {
    expect(runScripts(withPlugin, ["webpack-runtime.js", "framework.js"]).reactDomStarted).toBe(true);
    expect(fs.readFileSync(path.join(withPlugin, "app.js"), "utf8")).not.toContain('"warm-up"');
  });

  it("leaves the app script working after it", () => {
    const { page } = runScripts(withPlugin, ["webpack-runtime.js", "framework.js", "app.js"]);
    expect(typeof page.hydrate).toBe("function");
  });

  it("is what moves it: without the plugin the framework script only registers react-dom", () => {
    expect(runScripts(withoutPlugin, ["webpack-runtime.js", "framework.js"]).reactDomStarted).toBe(false);
    expect(runScripts(withoutPlugin, ["webpack-runtime.js", "framework.js", "app.js"]).reactDomStarted).toBe(true);
  });

  it("ends the framework script of a real Gatsby build (the fixture site) with the warm-up", () => {
    const framework = fs.readdirSync(builtSite).find((file) => /^framework-[0-9a-f]+\.js$/.test(file));
    const script = fs.readFileSync(path.join(builtSite, framework!), "utf8");
    expect(script).toMatch(
      /\n\(self\["webpackChunkfixture_site"\]=self\["webpackChunkfixture_site"\]\|\|\[\]\)\.push\(\[\["warm-up"\],\{\},function\(require\)\{require\(\d+\)\}\]\);\n\/\/# sourceMappingURL=framework-[0-9a-f]+\.js\.map$/,
    );
  });

  it("fails the build, naming itself, when react-dom is not in it", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "warm-up-"));
    fs.writeFileSync(path.join(directory, "entry.js"), "self.started = true;\n");
    const compiler = webpack({
      mode: "production",
      context: directory,
      entry: "./entry.js",
      output: { path: path.join(directory, "out") },
      plugins: [new FrameworkWarmUpPlugin()],
    });
    expect(await compile(compiler)).toContain("FrameworkWarmUpPlugin: no module of the build matches");
  });
});
