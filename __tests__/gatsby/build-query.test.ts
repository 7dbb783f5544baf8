import type { CreatePagesArgs, Reporter } from "gatsby";
import { buildQuery } from "../../gatsby/hooks/build-query";

const reporterWith = (panicOnBuild: jest.Mock) => ({ panicOnBuild }) as unknown as Reporter;

it("returns what the query found", async () => {
  const graphql = jest.fn(() => Promise.resolve({ data: { companyJson: { shortName: "Acme" } } }));
  const panicOnBuild = jest.fn();
  const data = await buildQuery<{ companyJson: { shortName: string } }>(
    graphql as unknown as CreatePagesArgs["graphql"],
    reporterWith(panicOnBuild),
    "the company's name",
    "query { companyJson { shortName } }",
  );
  expect(data).toEqual({ companyJson: { shortName: "Acme" } });
  expect(graphql).toHaveBeenCalledWith("query { companyJson { shortName } }");
  expect(panicOnBuild).not.toHaveBeenCalled();
});

it("stops the build, saying what the query was for and with GraphQL's errors, when the query fails", async () => {
  const errors = [new Error('Cannot query field "shortNam" on type "CompanyJson".')];
  const graphql = jest.fn(() => Promise.resolve({ errors }));
  const panicOnBuild = jest.fn();
  await expect(
    buildQuery(
      graphql as unknown as CreatePagesArgs["graphql"],
      reporterWith(panicOnBuild),
      "the company's name",
      "query { companyJson { shortNam } }",
    ),
  ).rejects.toThrow("Could not load the company's name");
  expect(panicOnBuild).toHaveBeenCalledWith("Could not load the company's name", errors);
});
