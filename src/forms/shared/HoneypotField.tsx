/** The form's honeypot (see honeypot.ts): present for bots, invisible and unreachable for people. */
import { Field } from "formik";
import { HONEYPOT_FIELD } from "../../../form-contract/shared/honeypot";

const offScreen = { position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" } as const;

export function HoneypotField() {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label>
        Leave this field empty
        <Field name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
