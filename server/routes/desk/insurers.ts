/**
 * GET /desk/insurers: the insurers. GET and POST /desk/insurers/new: "Add an insurer". GET and POST
 * /desk/insurers/ID: an insurer's page, where its details change. A form sent well leads back to the list (303),
 * which says what it did (`?added=ID`, `?changed=ID` or `?unchanged=ID`: an insurer's id, nothing personal); one
 * with problems comes back (400) with the error summary and what was typed. Each addition or change is recorded in
 * the desk's record in its transaction (storage/insurers/insurer-changes.ts). The products to tick are the products
 * file's, read as it is now; without it (a deployment that left it out) the form goes without them, keeping those an
 * insurer has, and the log says what is missing.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import {
  checkedInsurer,
  nameTaken,
  NEW_INSURER,
  sentValues,
  valuesOf,
  type InsurerFormValues,
} from "../../desk/insurer-form";
import { insurerPage } from "../../desk/pages/insurer-page";
import { insurersPage } from "../../desk/pages/insurers-page";
import { notTherePage } from "../../desk/pages/not-there-page";
import { readProductNames, type ProductName } from "../../desk/products-file";
import { acceptUrlEncodedFormsWithLists } from "../../plugins/body-parsers/url-encoded";
import type { ProblemLink } from "../../desk/pages/error-summary";
import { createInsurerChanges, type InsurerOutcome, type ProductsTicked } from "../../storage/insurers/insurer-changes";
import type { Insurer, InsurerDetails } from "../../storage/insurers/insurers";

type Sent = Record<string, string | string[] | undefined> | undefined;
type InsurerRequest = FastifyRequest<{ Params: { id: string } }>;

/** What the list says a form just did, by the name of the insurer's id in the address. */
const DONE = {
  added: (insurer: Insurer) => `${insurer.name} was added.`,
  changed: (insurer: Insurer) => `${insurer.name} was changed.`,
  unchanged: (insurer: Insurer) => `Nothing was changed: ${insurer.name}'s details are as they were.`,
} as const;

const ID = /^[1-9]\d{0,9}$/;

export const insurersRoute: FastifyPluginAsync = async (app) => {
  acceptUrlEncodedFormsWithLists(app);
  const { insurers } = app.desk;
  const changes = createInsurerChanges(app.db);
  const { productsFile } = app.config;

  function productsToTick(request: FastifyRequest): ProductName[] | undefined {
    try {
      return readProductNames(productsFile);
    } catch (error) {
      request.log.error({ err: error }, "no products to tick: set PRODUCTS_FILE to the site's data/products.json");
      return undefined;
    }
  }

  function doneIn(query: Record<string, string | undefined>): string | undefined {
    for (const [name, words] of Object.entries(DONE)) {
      const id = query[name];
      const insurer = id !== undefined && ID.test(id) ? insurers.byId(Number(id)) : undefined;
      if (insurer) return words(insurer);
    }
    return undefined;
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(DESK_PATHS.insurers, async (request, reply) => {
    const products = productsToTick(request) ?? [];
    // In the site's order, then any the products file no longer has, by their keys.
    const titlesOf = (keys: string[]) => [
      ...products.filter((product) => keys.includes(product.key)).map((product) => product.title),
      ...keys.filter((key) => !products.some((product) => product.key === key)),
    ];
    const listed = insurers.list().map((insurer) => ({ insurer, usualFor: titlesOf(insurers.productsOf(insurer.id)) }));
    return reply
      .type("text/html; charset=utf-8")
      .send(insurersPage(request.staffMember, listed, doneIn(request.query)));
  });

  /** The insurer an address names; undefined for no such insurer (or no id at all). */
  const insurerOf = (request: InsurerRequest) =>
    ID.test(request.params.id) ? insurers.byId(Number(request.params.id)) : undefined;

  function form(
    request: FastifyRequest,
    reply: FastifyReply,
    values: InsurerFormValues,
    { insurer, problems = [] }: { insurer?: Insurer; problems?: ProblemLink[] } = {},
  ) {
    const page = insurerPage({
      person: request.staffMember,
      ...(insurer && { insurer: { id: insurer.id, name: insurer.name } }),
      values,
      products: productsToTick(request),
      problems,
    });
    return reply
      .code(problems.length > 0 ? 400 : 200)
      .type("text/html; charset=utf-8")
      .send(page);
  }

  const notThere = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").send(notTherePage(request.staffMember));

  /**
   * The form's details checked and, when they are well, given to `save`: the list then says what was done. The form
   * comes back with its problems, or with the name's when another insurer has it.
   */
  function sentForm(
    request: FastifyRequest<{ Body: Sent }>,
    reply: FastifyReply,
    save: (details: InsurerDetails, products: ProductsTicked) => InsurerOutcome,
    insurer?: Insurer,
  ) {
    const values = sentValues(request.body);
    const checked = checkedInsurer(values);
    const changing = insurer && { insurer };
    if ("problems" in checked) return form(request, reply, values, { ...changing, problems: checked.problems });
    // The products the form offered are those that can be read now: without the file, an insurer's stay as they were.
    const outcome = save(checked.details, { ticked: values.products, offered: productsToTick(request) ?? [] });
    if ("done" in outcome) return reply.redirect(`${DESK_PATHS.insurers}?${outcome.done}=${outcome.insurer.id}`, 303);
    if (outcome.refused === "unknown") return notThere(request, reply);
    return form(request, reply, values, { ...changing, problems: [nameTaken(outcome.listed)] });
  }

  const actorOf = (request: FastifyRequest) => ({ staffId: request.staffMember.id, address: request.ip });

  app.get(DESK_PATHS.addInsurer, async (request, reply) => form(request, reply, NEW_INSURER));
  app.post<{ Body: Sent }>(DESK_PATHS.addInsurer, { config: { keepsTyped: true } }, async (request, reply) =>
    sentForm(request, reply, (details, products) => changes.add(details, products, actorOf(request), new Date())),
  );

  app.get<{ Params: { id: string } }>(`${DESK_PATHS.insurers}/:id`, async (request, reply) => {
    const insurer = insurerOf(request);
    if (!insurer) return notThere(request, reply);
    return form(request, reply, valuesOf(insurer, insurers.productsOf(insurer.id)), { insurer });
  });
  app.post<{ Params: { id: string }; Body: Sent }>(
    `${DESK_PATHS.insurers}/:id`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const insurer = insurerOf(request);
      if (!insurer) return notThere(request, reply);
      return sentForm(
        request,
        reply,
        (details, products) => changes.change(insurer.id, details, products, actorOf(request), new Date()),
        insurer,
      );
    },
  );
};
