/** What the desk answers for a submission or a document that is not there: erased, or a reference mistyped. */
import { escaped } from "../../safe-html";
import type { StaffMember } from "../../storage/staff";
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
