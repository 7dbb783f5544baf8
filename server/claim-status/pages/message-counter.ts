/**
 * The character count of "Write to the claims team" (GOV.UK's pattern): a few inline bytes after the form that
 * say, once the customer types (or the page comes back with their text), how many characters are left or how many
 * too many, in a polite live region updated when typing pauses. Without scripts the hint states the limit, and the
 * service holds the text to it. The page's CSP allows this one script by its hash (MESSAGE_COUNTER_SOURCE). A line
 * break counts one, as the service counts it (a browser posts it as CR LF).
 */
import { createHash } from "node:crypto";
import { escaped, type SafeHtml } from "../../safe-html";

const COUNTER = [
  "(function(box,out){",
  "if(!box||!out)return;",
  "var max=Number(box.dataset.max),timer;",
  'function words(n){return n.toLocaleString("en-NG")+(n===1?" character":" characters")}',
  "function say(){var left=max-box.value.length;",
  'out.textContent=left>=0?"You have "+words(left)+" remaining":"You have "+words(-left)+" too many";',
  'out.classList.toggle("over",left<0)}',
  'box.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(say,400)});',
  'if(box.value!=="")say()',
  '})(document.getElementById("message-text"),document.getElementById("message-text-count"))',
].join("");

/** The counter, as the page's CSP names it. */
export const MESSAGE_COUNTER_SOURCE = `'sha256-${createHash("sha256").update(COUNTER).digest("base64")}'`;

export const messageCounterScript: SafeHtml = escaped`<script>${{ markup: COUNTER }}</script>`;
