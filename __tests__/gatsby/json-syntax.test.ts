/** @jest-environment node */
import { jsonSyntaxProblem } from "../../gatsby/content/json-syntax";

describe("jsonSyntaxProblem", () => {
  it("finds nothing wrong in valid JSON", () => {
    expect(
      jsonSyntaxProblem('[\n  { "id": "lagos", "latitude": 6.6, "open": true, "note": null }\n]\n'),
    ).toBeUndefined();
  });

  it.each([
    [
      "a comma after a list's last item",
      "[\n  1,\n  2,\n]",
      3,
      4,
      "remove this comma: nothing may follow the last item before ]",
    ],
    [
      "a comma after a record's last field",
      '[{ "q": "Why?", }]',
      1,
      15,
      "remove this comma: nothing may follow the last field before }",
    ],
    ["single quotes", "{ 'a': 1 }", 1, 3, 'use double quotes (") around texts and field names, not single quotes'],
    ["a field name without quotes", "{ a: 1 }", 1, 3, 'put the field name in double quotes: "name"'],
    ["two records without a comma", '[{"a":1} {"b":2}]', 1, 10, "add a comma between the two items"],
    ["two fields without a comma", '{"a": "b" "c": 1}', 1, 11, "add a comma after the previous field"],
    ["a missing colon", '{"a" 1}', 1, 6, "add a colon (:) between the field name and its value"],
    ["a list not closed", '[{"a": 1}', 1, 10, "the file ends too early: a closing ] is missing"],
    [
      "a text running onto the next line",
      '{"a": "x\ny"}',
      1,
      9,
      'a text runs onto the next line: close it with " on the same line',
    ],
    [
      "a phone number written as a number",
      '{"a": 0803}',
      1,
      8,
      'a number cannot start with 0: to keep the 0, write it as a text in double quotes ("0803…")',
    ],
    ["an empty file", "", 1, 1, "the file is empty: it must hold a list [ … ] or a record { … }"],
    [
      "text after the end",
      "[1] x",
      1,
      5,
      "there is more after the file's last ] or }: remove it, or add the missing [ or {",
    ],
  ])("names the line, column and fix of %s", (_, source, line, column, hint) => {
    expect(jsonSyntaxProblem(source)).toEqual({ line, column, hint });
  });
});
