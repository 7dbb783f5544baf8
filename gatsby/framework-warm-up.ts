import type { Compilation, Compiler, Module } from "webpack";
import { AFTER_MINIFYING } from "./webpack-stages";

/**
 * Sets React's DOM renderer up while the framework script runs, instead of in the app script's task.
 *
 * Webpack runs a module the first time something imports it, and the first import of react-dom is in
 * Gatsby's app entry. Its set-up (React's tables of events and properties) ran inside the app script's
 * task and made it a long one at a phone's speed. One line appended to the chunk that holds react-dom
 * imports it there: a chunk pushed onto webpack's queue may bring a function that webpack calls with its
 * `require`. In the median of ten cold loads of the home page, the app script's task went from 14.8 to
 * 11.6 ms and the framework script's from 1.0 to 5.8 ms: both under the 12.5 ms that a 4× slowdown
 * turns into a 50 ms long task.
 */
const WARMED_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

const PLUGIN_NAME = "FrameworkWarmUpPlugin";

/** The code appended to the chunk: an empty chunk whose runtime function imports the module. */
export function warmUpCall(globalObject: string, chunkLoadingGlobal: string, moduleId: string | number): string {
  const queue = `${globalObject}[${JSON.stringify(chunkLoadingGlobal)}]`;
  return `\n(${queue}=${queue}||[]).push([["warm-up"],{},function(require){require(${JSON.stringify(moduleId)})}]);`;
}

function warmedModule(compilation: Compilation): Module {
  for (const module of compilation.modules) {
    if (WARMED_MODULE.test(module.nameForCondition() ?? "")) return module;
  }
  throw new Error(`${PLUGIN_NAME}: no module of the build matches ${WARMED_MODULE}; is react-dom still a dependency?`);
}

export class FrameworkWarmUpPlugin {
  apply(compiler: Compiler): void {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: AFTER_MINIFYING }, () => {
        const module = warmedModule(compilation);
        const moduleId = compilation.chunkGraph.getModuleId(module);
        if (moduleId === null) throw new Error(`${PLUGIN_NAME}: ${module.identifier()} has no module id`);
        const { globalObject, chunkLoadingGlobal } = compilation.outputOptions;
        const call = warmUpCall(globalObject!, chunkLoadingGlobal as string, moduleId);
        const scripts = [...compilation.chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) =>
          [...chunk.files].filter((file) => file.endsWith(".js")),
        );
        if (scripts.length === 0) {
          throw new Error(`${PLUGIN_NAME}: ${module.identifier()} is in no chunk with a .js file to warm it up in`);
        }
        for (const file of scripts) compilation.updateAsset(file, (source) => new ConcatSource(source, call));
      });
    });
  }
}
