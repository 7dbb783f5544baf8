/** An <option> of a desk form's <select>, selected when its value is the one chosen ("" for none chosen). */
import { escaped, type SafeHtml } from "../../safe-html";

export const option = (value: string, label: string, chosen: string | undefined): SafeHtml =>
  escaped`<option value="${value}"${value === (chosen ?? "") && escaped` selected`}>${label}</option>`;
