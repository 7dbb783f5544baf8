/**
 * Every page of the customer's claim status (the service's, not the build's), made as the desk's are: the service's
 * page frame (page-frame.ts), safe-html.ts's escaped`` tag, the site's colours, a bar naming the brokerage and
 * linking to the site. Its rules are in the page itself, named in its CSP by their hash (STATUS_HEADERS): a style
 * sheet of its own cost a phone a round trip before the first paint (an LCP of 1.5 to 1.8 s on the bench's
 * low-end profile, against 1.3 to 1.5 s inline), and a customer opens these pages a few times, from a link, with
 * nothing cached. It all works without a script; a claim's uploads alone have one, which makes them resumable.
 */
import { DESK_CSP, DESK_STYLE_SOURCE, deskHeaders } from "../../routes/desk/desk-headers";
import { DESK_STYLES } from "../../desk/pages/desk-styles";
import { escaped, type SafeHtml } from "../../safe-html";
import { inlineStyleSource, pageFrame } from "../../page-frame";
import { CLAIM_STATUS_PATHS } from "../claim-status-paths";
import { MESSAGE_COUNTER_SOURCE } from "./message-counter";
import { UPLOAD_LOADER_SOURCE } from "./upload-script";

/**
 * The desk's rules, and the few rules the customer's pages add: a timeline, the contacts, the documents'
 * task list with each one's state, staff's latest message, the conversation (its text as written, wrapped anywhere
 * a long word needs) and its form, and a close button small enough to stay beside the name in the bar of a 360 px
 * phone.
 */
export const CUSTOMER_STYLES = `${DESK_STYLES}
.bar a{color:#fff}
.bar button{padding:8px 12px;font-size:.9375rem}
.facts{margin:0 0 16px;display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 16px;max-width:40rem}
.facts dt{font-weight:700}
.facts dd{margin:0;overflow-wrap:anywhere}
.key{align-items:baseline}
.key dd{font-size:1.25rem;font-weight:700;color:#0B3558}
@media (max-width:30rem){.timeline .facts{grid-template-columns:1fr;gap:0}.timeline .facts dd{margin:0 0 4px}}
.timeline{list-style:none;padding:0}
.timeline li{border-left:3px solid #0B3558;padding:0 0 12px 12px}
.current{font-size:1.25rem;font-weight:700;color:#0B3558}
.asked{list-style:none;padding:0;max-width:40rem}
.task{border:1px solid #C9D3DD;border-radius:8px;padding:12px;margin:0 0 12px;background:#fff}
.task-head{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;justify-content:space-between}
.task h3{margin:0 0 4px}
.tag{padding:2px 8px;border-radius:4px;background:#FEF0C7;color:#7A2E0E;white-space:nowrap}
.tag.sent{background:#D1FADF;color:#054F31}
.message{max-width:40rem;background:#fff}
.due{font-weight:700}
.upload input[type=file]{display:block;margin:8px 0;max-width:100%}
.upload-status:empty{display:none}
.hint{margin:0 0 8px;color:#475467}
.conversation{list-style:none;padding:0;max-width:40rem}
.conversation>li{border-left:3px solid #0B3558;background:#fff;padding:8px 12px;margin:0 0 12px;overflow-wrap:anywhere}
.conversation .from-you{border-color:#F2A541;background:#FFFAF0}
.written-by{margin:0 0 4px}
.written-by time{color:#475467}
.conversation .text{white-space:pre-wrap;margin:0}
.attached{margin:8px 0 0;font-weight:700}
.attachments{margin:0}
.message-form{max-width:40rem}
.message-form input[type=file]{display:block;margin:8px 0 16px;max-width:100%}
.count-message{margin:4px 0 16px;color:#475467}
.count-message:empty{display:none}
.count-message.over{color:#B42318;font-weight:600}
`;

/**
 * The desk's headers, the CSP allowing these rules by their hash instead of the desk's, and the upload
 * script's loader and the message's character count by their hashes beside the service's own scripts.
 */
export const STATUS_HEADERS = {
  ...deskHeaders,
  "Content-Security-Policy": DESK_CSP.replace(DESK_STYLE_SOURCE, inlineStyleSource(CUSTOMER_STYLES)).replace(
    "script-src 'self'",
    `script-src 'self' ${UPLOAD_LOADER_SOURCE} ${MESSAGE_COUNTER_SOURCE}`,
  ),
} as const;

export const CLOSE_MY_CLAIM_PAGE = "Close my claim page";

/** What a claim's page carries in its bar, as the desk's pages "Sign out": a plain form ending the session. */
const closeForm = escaped`<form method="post" action="${CLAIM_STATUS_PATHS.close}"><button type="submit">${CLOSE_MY_CLAIM_PAGE}</button></form>`;

/**
 * `script`: a page's own script tag, for the pages that have one (a claim's uploads). `inSession`: a page of a
 * claim's session, with "Close my claim page". `reload`: the page asks for itself again at once, from this origin.
 */
export const statusPage = ({
  title,
  body,
  script,
  inSession = false,
  reload = false,
}: {
  title: string;
  body: SafeHtml;
  script?: SafeHtml | false;
  inSession?: boolean;
  reload?: boolean;
}) =>
  pageFrame({
    title: `${title} · Cowry Shield`,
    styles: CUSTOMER_STYLES,
    head: escaped`<meta name="robots" content="noindex">${reload && escaped`<meta http-equiv="refresh" content="0">`}${script}`,
    bar: escaped`<a class="brand" href="/">Cowry Shield</a>${inSession && closeForm}`,
    body,
  });
