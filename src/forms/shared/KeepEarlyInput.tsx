/**
 * On a slow phone a visitor can type into the server-rendered form before React takes over the page.
 * React leaves that text in the fields while hydrating, but the form's state is still empty, so the
 * next render would wipe it. Right after hydration this copies what the fields hold into the form state.
 */
import { useFormikContext } from "formik";
import { useEffect, type RefObject } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function valueOf(control: Control): unknown {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked;
  if (control instanceof HTMLInputElement && control.type === "file") return Array.from(control.files ?? []);
  return control.value;
}

function isEmpty(value: unknown): boolean {
  return value === "" || value === false || (Array.isArray(value) && value.length === 0);
}

interface Props {
  formRef: RefObject<HTMLFormElement>;
}

export function KeepEarlyInput({ formRef }: Props) {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();
  // A passive effect, not a layout effect: the form's ref is attached only after its children's layout
  // effects. React runs it before handling any further input, so no render can clear the fields first.
  useEffect(() => {
    const typed: Record<string, unknown> = {};
    for (const control of Array.from(formRef.current?.elements ?? []).filter(isControl)) {
      const value = valueOf(control);
      if (control.name in values && !isEmpty(value)) typed[control.name] = value;
    }
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    // Only the state at hydration matters; later typing goes through Formik as usual.
  }, []);
  return null;
}
