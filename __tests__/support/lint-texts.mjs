/**
 * Lints texts as if they stood at given paths, with the project's eslint.config.mjs, and says which files the
 * Intl rule covers. A script of its own because the config is an ES module, which Jest's module system cannot load.
 * Reads {texts: [{code, filePath}], files: [path]} as JSON on stdin, writes {messages, checked, loadedOnUse} as JSON.
 * Without type information: the rules asked about read syntax only, and a path need not exist.
 */
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { LOADED_ON_USE } from "../../eslint.config.mjs";

const input = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({
  overrideConfig: [
    { files: ["**/*.{ts,tsx}"], languageOptions: { parserOptions: { projectService: false } } },
    tseslint.configs.disableTypeChecked,
  ],
});

const messages = [];
for (const { code, filePath } of input.texts) {
  const [result] = await eslint.lintText(code, { filePath });
  messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
const checked = [];
for (const file of input.files) {
  const config = await eslint.calculateConfigForFile(file);
  if (config.rules["no-restricted-globals"]?.[0] === 2) checked.push(file);
}
process.stdout.write(JSON.stringify({ messages, checked, loadedOnUse: LOADED_ON_USE }));
