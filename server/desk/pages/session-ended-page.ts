/** What a form on the desk gets once its session has ended (401): the way back to sign in. */
import { escaped } from "../../safe-html";
import { DESK_PATHS } from "../desk-paths";
import { deskPage } from "./desk-page";

export const sessionEndedPage = () =>
  deskPage({
    title: "Signed out",
    body: escaped`<h1>You are signed out</h1>
<p>Your session ended (after 30 minutes without use, 12 hours in all, or when you signed out), so nothing was changed.</p>
<p><a href="${DESK_PATHS.signIn}">Sign in again</a></p>`,
  });
