/** @jest-environment node */
import { iconNames } from "../../src/icons/icon-names";
import { contentModel } from "../../gatsby/content-model/model";
import { decapConfig, type DecapField } from "../../gatsby/content-model/to-decap-config";
import { backendFromEnv } from "../../gatsby/hooks/write-admin";
import { content } from "../support/broken-content";

const config = decapConfig(contentModel, content());

function collection(name: string) {
  return config.collections.find((candidate) => candidate.name === name)!;
}

/** A field of a collection's file by its path of names, e.g. ["records", "image"]. */
function field(collectionName: string, ...names: string[]): DecapField {
  let fields = (collection(collectionName).files as { fields: DecapField[] }[])[0]!.fields;
  let found: DecapField | undefined;
  for (const name of names) {
    found = fields.find((candidate) => candidate.name === name);
    fields = (found?.fields ?? []) as DecapField[];
  }
  return found!;
}

const accepts = (pattern: unknown, value: string) => new RegExp((pattern as [string, string])[0]).test(value);

describe("the web editor's configuration made from the content model", () => {
  it("has one collection per data file, each written in the repository's JSON format", () => {
    expect(config.collections.map((entry) => (entry.files as { file: string }[])[0]!.file)).toEqual(
      contentModel.map((dataFile) => `data/${dataFile.file}`),
    );
    expect(collection("faqs")).toMatchObject({ format: "data-list", extension: "json" });
    expect(collection("company")).toMatchObject({ format: "data-record", extension: "json" });
  });

  it("makes the fixed counts the lists' sizes, with what to do", () => {
    expect(field("faqs", "records")).toMatchObject({
      widget: "list",
      min: 6,
      max: 6,
      hint:
        "Always 6, as the specification fixes: to add one, replace one. " +
        "All its texts together may have at most 2,300 characters",
    });
    expect(field("careers", "benefits")).toMatchObject({ min: 4, max: 4 });
  });

  it("counts the characters left in a text with a limit, and refuses more with the build's message", () => {
    expect(field("products", "records", "summary")).toMatchObject({
      widget: "limited-string",
      max_length: 75,
      length_message:
        "is {length} characters long; it may have at most {max}, so that its page loads in one go on a phone: " +
        "shorten it by {over}",
      hint: "One sentence for the product's card on the Services page",
    });
    expect(field("products", "records", "description")).toMatchObject({ widget: "limited-text", max_length: 400 });
    expect(field("company", "email")).toMatchObject({ widget: "limited-string", max_length: 40 });
    expect(field("products", "records", "image")).toMatchObject({ widget: "limited-image", max_length: 48 });
    // Phone numbers and dates are held to a length by their form; icons and references are chosen from a list.
    expect(field("company", "claimsHotline").widget).toBe("string");
    expect(field("claim-steps", "records", "icon").widget).toBe("select");
  });

  it("sets the most items of a list and records of a file, and totals to check on saving", () => {
    expect(field("products", "records", "benefits")).toMatchObject({ widget: "list", min: 1, max: 8 });
    expect(field("offices", "records")).toMatchObject({ min: 1, max: 4, hint: "At most 4" });
    expect(field("legal", "records", "sections")).toMatchObject({
      max: 16,
      max_total_length: 9000,
      total_message:
        "has {length} characters in all; it may have at most {max}, so that its page loads in one go on a phone: " +
        "shorten it by {over}",
      hint: "All its texts together may have at most 9,000 characters",
    });
    expect(field("jobs", "records")).toMatchObject({ max: 3, max_total_length: 4500 });
  });

  it("saves pictures into their folder under data/images/, written relative to data/", () => {
    expect(field("products", "records", "image")).toMatchObject({
      widget: "limited-image",
      media_folder: "/data/images/products",
      public_folder: "./images/products",
    });
    expect(field("clients", "records", "logo")).toMatchObject({ media_folder: "/data/images/clients" });
    expect(field("pages", "records", "heroImage")).toMatchObject({
      widget: "limited-image",
      media_folder: "/data/images/pages",
      public_folder: "./images/pages",
    });
  });

  it("offers icons, offices, categories and departments as selects", () => {
    expect(field("claim-steps", "records", "icon")).toEqual({
      name: "icon",
      label: "Icon",
      widget: "select",
      options: [...iconNames],
    });
    expect(field("company", "contactOffice").options).toEqual(["head-office", "lagos", "wuse"]);
    expect(field("service-cards", "records", "category").options).toEqual(
      (content()["categories.json"] as { id: string }[]).map((category) => category.id),
    );
    expect(field("jobs", "records", "department").options).toEqual(["sales", "tech", "operations", "support"]);
  });

  it("refuses a phone number written as it is said, with the build's message", () => {
    const hotline = field("company", "claimsHotline");
    expect(hotline.pattern).toEqual([expect.any(String), "must be a phone number in E.164 form, e.g. +2348012345678"]);
    expect(accepts(hotline.pattern, "0803 123 4567")).toBe(false);
    expect(accepts(hotline.pattern, "+23408095550142")).toBe(false);
    expect(accepts(hotline.pattern, "+2348025550199")).toBe(true);
  });

  it("refuses HTML in a plain text and accepts every FAQ as committed", () => {
    const answer = field("faqs", "records", "answer");
    expect(accepts(answer.pattern, "Call us <b>today</b>.")).toBe(false);
    for (const faq of content()["faqs.json"] as { answer: string }[])
      expect(accepts(answer.pattern, faq.answer)).toBe(true);
  });

  it("keeps local editing on decap-server and production on the Git host with the editorial workflow", () => {
    expect(config.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
    expect(config).not.toHaveProperty("publish_mode");
    const production = decapConfig(contentModel, content(), {
      repo: "cowryshield/website",
      authUrl: "https://auth.example",
    });
    expect(production.publish_mode).toBe("editorial_workflow");
    expect(production.backend).toEqual({
      name: "github",
      repo: "cowryshield/website",
      branch: "main",
      base_url: "https://auth.example",
      auth_scope: "public_repo",
    });
    expect(production).not.toHaveProperty("local_backend");
  });

  it("asks GitHub for the narrowest scope that commits, public_repo, unless a private repository needs repo", () => {
    expect(decapConfig(contentModel, content(), backendFromEnv({ CMS_REPO: "o/r" })).backend.auth_scope).toBe(
      "public_repo",
    );
    expect(
      decapConfig(contentModel, content(), backendFromEnv({ CMS_REPO: "o/r", CMS_AUTH_SCOPE: "repo" })).backend
        .auth_scope,
    ).toBe("repo");
    expect(() => backendFromEnv({ CMS_AUTH_SCOPE: "admin:org" })).toThrow(
      'CMS_AUTH_SCOPE must be public_repo or repo, got "admin:org"',
    );
  });
});
