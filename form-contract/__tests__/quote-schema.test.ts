import { quoteTable } from "./support/form-tables";
import { testSchemaWithTable } from "./support/schema-tables";
import { quoteSchema } from "../quote/schema";

testSchemaWithTable("quoteSchema", quoteTable);

describe("quoteSchema", () => {
  it("trims the text fields in the validated result", async () => {
    const validRequest = quoteTable.valid;
    await expect(
      quoteSchema().validate({
        ...validRequest,
        name: "  Adaeze Okafor ",
        email: " adaeze@example.com ",
        phone: " 08012345678 ",
        message: "  Cover for my car  ",
      }),
    ).resolves.toEqual({
      ...validRequest,
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      phone: "08012345678",
      message: "Cover for my car",
    });
  });
});
