/**
 * On a slow phone a visitor can type into the server-rendered form, and even press its submit button, before React
 * takes over the page. React leaves the text in the fields while hydrating, but the form's state is still empty, so
 * the next render would wipe it. Right after hydration this copies what the fields hold into the form state, releases
 * HoldEarlySubmit's hold on the form and, if the visitor has already pressed submit, submits.
 */
import { useFormikContext } from "formik";
import { useEffect, useState, type RefObject } from "react";
import { PENDING_SUBMIT, RELEASE_HELD_SUBMIT } from "./held-submit";

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
  const { values, setValues, submitForm } = useFormikContext<Record<string, unknown>>();
  // Only the state at hydration matters; later typing goes through Formik as usual.
  const [valuesAtHydration] = useState(values);
  const [submitPressed, setSubmitPressed] = useState(false);
  // A passive effect, not a layout effect: the form's ref is attached only after its children's layout
  // effects. React runs it before handling any further input, so no render can clear the fields first.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, unknown> = {};
    for (const control of Array.from(form.elements).filter(isControl)) {
      const value = valueOf(control);
      // The file chooser posts under its own name without scripts, and names its field in data-field.
      const field = control.dataset.field ?? control.name;
      if (field in valuesAtHydration && !isEmpty(value)) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) void setValues({ ...valuesAtHydration, ...typed }, false);
    form.dispatchEvent(new Event(RELEASE_HELD_SUBMIT));
    const page = document.documentElement;
    if (page.getAttribute(PENDING_SUBMIT) === form.getAttribute("aria-labelledby")) {
      page.removeAttribute(PENDING_SUBMIT);
      setSubmitPressed(true);
    }
  }, [formRef, valuesAtHydration, setValues]);
  // Submitted once the adopted values have rendered: Formik's submitForm reads the values of the last render.
  useEffect(() => {
    if (submitPressed) void submitForm();
  }, [submitPressed, submitForm]);
  return null;
}
