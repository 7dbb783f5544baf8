/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import { isCalendarDate } from "../../gatsby/content-model/formats";
import { contentModel } from "../../gatsby/content-model/model";
import { schemaFiles } from "../../gatsby/content-model/schema-files";
import { brokenSamples, content } from "../support/broken-content";

const root = path.resolve(__dirname, "../..");
const written = schemaFiles(contentModel);

/** An ajv that knows VS Code's message keywords and checks dates against the calendar, as the build does. */
function validators() {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
  ajv.addVocabulary(["errorMessage", "patternErrorMessage"]);
  ajv.addFormat("date", isCalendarDate);
  return Object.fromEntries(
    contentModel.map((dataFile) => [
      dataFile.file,
      ajv.compile(JSON.parse(written[`schemas/${dataFile.file.replace(/\.json$/, ".schema.json")}`]!)),
    ]),
  );
}

const validate = validators();

/** The message VS Code shows for an error: the schema's own where it has one. */
function editorMessage(error: ErrorObject): string {
  const schema = error.parentSchema as { errorMessage?: string; patternErrorMessage?: string };
  return (error.keyword === "pattern" ? schema.patternErrorMessage : schema.errorMessage) ?? error.message!;
}

describe("the JSON Schemas of data/", () => {
  it("are up to date with the content model (run npm run schemas after changing it)", () => {
    for (const [file, text] of Object.entries(written)) {
      expect([file, fs.readFileSync(path.join(root, file), "utf8")]).toEqual([file, text]);
    }
  });

  it("map every data file to its schema for VS Code", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(root, ".vscode/settings.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(settings["json.schemas"]).toContainEqual({
      fileMatch: ["/data/faqs.json"],
      url: "./schemas/faqs.schema.json",
    });
    expect(settings["json.schemas"]).toHaveLength(contentModel.length);
  });

  it.each(contentModel.map((dataFile) => dataFile.file))("accept %s as committed", (file) => {
    const valid = validate[file]!(content()[file]);
    expect(validate[file]!.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(brokenSamples.filter((sample) => !sample.onlyTheBuildSees).map((sample) => [sample.title, sample] as const))(
    "refuse %s, as the build does",
    (_, sample) => {
      const files = content();
      sample.breakContent(files);
      expect(validate[sample.file]!(files[sample.file])).toBe(false);
    },
  );

  it("show the build's message for a phone number written as it is said", () => {
    const files = content();
    (files["company.json"] as Record<string, unknown>).claimsHotline = "0803 123 4567";
    validate["company.json"]!(files["company.json"]);
    expect(validate["company.json"]!.errors!.map((error) => [error.instancePath, editorMessage(error)])).toEqual([
      ["/claimsHotline", "must be a phone number in E.164 form, e.g. +2348012345678"],
    ]);
  });

  it("show the valid icons for an unknown one", () => {
    const files = content();
    (files["claim-steps.json"] as Record<string, unknown>[])[0]!.icon = "Telephone";
    validate["claim-steps.json"]!(files["claim-steps.json"]);
    expect(validate["claim-steps.json"]!.errors!.map(editorMessage)).toEqual([
      expect.stringMatching(/^names an icon the site does not have\. The icons are: Activity, Anchor, /),
    ]);
  });
});
