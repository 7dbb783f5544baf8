/**
 * What the desk answers for what is not there: a submission or a document (erased, or a reference mistyped), or any
 * other address on the desk's host.
 */
import { escaped } from "../../safe-html";
import type { StaffMember } from "../../storage/desk-people/staff";
import { DESK_PATHS } from "../desk-paths";
import { deskPage } from "./desk-page";

export const notTherePage = (person: StaffMember) =>
  deskPage({
    title: "Not found",
    signedIn: person,
    body: escaped`<h1>Not found</h1>
<p>There is no such submission or document: it may have been erased, or the address may be mistyped.</p>
<p><a href="${DESK_PATHS.home}">Back to the queue</a></p>`,
  });

/** Any address the desk has no page at: the desk's host serves nothing else (plugins/desk-host.ts). */
export const noSuchPage = () =>
  deskPage({
    title: "Not found",
    body: escaped`<h1>Not found</h1>
<p>The desk has no page at this address.</p>
<p><a href="${DESK_PATHS.home}">Go to the desk</a></p>`,
  });
