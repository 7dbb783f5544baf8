/** The tests every form's schema gets from its table (form-tables.ts). */
import type { FormTable } from "./form-tables";
import { errorsOf } from "./validation-helpers";

/** Each field's message, as errorsOf reports it. */
const asErrors = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]]));

export function testSchemaWithTable(title: string, table: FormTable) {
  const { schema, valid } = table;

  describe(`${title}, from its table`, () => {
    it("accepts a fully valid request", async () => {
      await expect(errorsOf(schema(), valid)).resolves.toEqual({});
      await expect(schema().isValid(valid)).resolves.toBe(true);
    });

    it("reports every rule's message at once for the form as it opens", async () => {
      await expect(errorsOf(schema(), table.empty)).resolves.toEqual(asErrors(table.required));
    });

    it("reports the required messages when the fields are missing altogether (Formik sends '' as undefined)", async () => {
      await expect(errorsOf(schema(), {})).resolves.toEqual(asErrors(table.required));
    });

    it.each(table.rejections)("rejects $field: $case", async ({ field, value, message }) => {
      await expect(errorsOf(schema(), { ...valid, [field]: value })).resolves.toEqual({ [field]: [message] });
    });

    it.each(table.acceptances)("accepts $field: $case", async ({ field, value }) => {
      await expect(errorsOf(schema(), { ...valid, [field]: value })).resolves.toEqual({});
    });
  });
}
