/**
 * The brokerage's name, inboxes and lines (COMPANY_FILE), read once at start for the e-mails and the claim status
 * page; a file it cannot use stops the start, naming the file and the field (mail/brokerage.ts).
 */
import fp from "fastify-plugin";
import { readCompany, type Company } from "../mail/brokerage";

declare module "fastify" {
  interface FastifyInstance {
    company: Company;
  }
}

export const companyPlugin = fp<{ companyFile: string }>(
  async (app, { companyFile }) => {
    app.decorate("company", readCompany(companyFile));
  },
  { name: "company" },
);
