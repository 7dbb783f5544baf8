/**
 * Keeps the form on the phone while the visitor works (draft-store.ts): saved on every change and at once when
 * the page is hidden or left (page-going.ts), brought back on the next visit with a plain notice above the fields and a 'Start again' button
 * that erases it, and erased once the service has the submission. While a copy is being kept and no such notice
 * shows, a note below the fields says so, beside its own 'Start again': a phone is often shared, and the next
 * person on it would find what was typed. A save the browser refuses is said there instead, and one it takes only
 * without the files is told to the fields through KeptCopyContext. A submission that was pressed and not yet
 * received is sent again by itself once the form is back.
 */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from "react";
import { smallButtonStyle } from "../../components/ui/Button";
import { formatDate } from "../../lib/dates";
import { localToday } from "../../../form-contract/shared/local-today";
import { theme } from "../../styles/theme";
import type { SubmissionStatus } from "../shared/submission";
import { DRAFT_DAYS } from "../../../upload-client/kept/draft-lifetime";
import { hasDraftMark, markDraft } from "../../../upload-client/kept/draft-marker";
import type { Draft, FormName, PendingSubmission } from "../../../upload-client/kept/draft-store";
import { KeptCopyContext, type CopyState } from "./kept-copy";
import { onPageGoing } from "./page-going";

/** What a form keeps beside its values, such as a claim's uploads. */
export interface DraftExtra<Values, Extra> {
  read(values: Values): Extra;
  restore(extra: Extra, values: Values): void;
  /** Everything kept is being erased ('Start again'). */
  discard(): void;
  /** Calls `changed` whenever what `read` returns changes without the values changing; returns the unsubscribe. */
  subscribe?(changed: () => void): () => void;
}

interface Props<Values, Extra> {
  form: FormName;
  /** The submission pressed and not yet received; `saveRef` is how the form asks for it to be saved at once. */
  pendingRef: MutableRefObject<PendingSubmission | undefined>;
  saveRef: MutableRefObject<(() => void) | undefined>;
  extra?: DraftExtra<Values, Extra>;
  /** The form's fields: the notice of a copy brought back goes above them, the note of a copy being kept below. */
  children: ReactNode;
}

/** Said beside 'Start again' while the form is kept on the phone and no notice of a copy brought back shows. */
export const KEPT_ON_PHONE = `This form is being kept on this phone until you send it or start again, and for no more than ${DRAFT_DAYS} days after you last use it.`;

/** Said instead when the browser would not store the form at all (storage full, or refused). */
export const NOT_KEPT_ON_PHONE =
  "This form could not be kept on this phone: if this page is reloaded or closed, what you entered here is lost.";

const noticeStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.teal};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.tealLight};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
  button {
    ${smallButtonStyle};
    color: ${theme.colors.teal};
  }
`;

const SAVE_DELAY_MS = 300;

type DraftStore = typeof import("../../../upload-client/kept/draft-store");

let loadedStore: DraftStore | undefined;

/**
 * The IndexedDB code, fetched once a form is first changed and then kept, with its database open: a save when the
 * page is being hidden or left must start its transaction at once, before the browser drops the page.
 */
function loadStore(): Promise<DraftStore> {
  if (loadedStore) return Promise.resolve(loadedStore);
  return import(/* webpackChunkName: "form-drafts" */ "../../../upload-client/kept/draft-store").then((store) => {
    store.openDrafts();
    return (loadedStore = store);
  });
}

/** Changes the copy on the phone, once the IndexedDB code is loaded. */
function changeCopy<Result>(change: (store: DraftStore) => Promise<Result>): Promise<Result> {
  return loadedStore ? change(loadedStore) : loadStore().then(change);
}

/** Erases the form's copy on the phone and its note. */
function eraseCopy(form: FormName) {
  markDraft(form, undefined);
  // An erase the browser refuses leaves a copy that is never brought back (its note is gone), and that the next
  // save replaces: there is nothing more to do, or to tell.
  void changeCopy((store) => store.eraseDraft(form)).catch(() => undefined);
}

/** The values that hold something: typed text, a choice, a tick, a file. */
function filledIn<Values extends object>(values: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== "" && value !== false && !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<Values>;
}

export function KeepDraft<Values extends object, Extra>({
  form,
  pendingRef,
  saveRef,
  extra,
  children,
}: Props<Values, Extra>) {
  const formik = useFormikContext<Values>();
  const { values, dirty, setValues, resetForm, submitForm } = formik;
  const status = formik.status as SubmissionStatus | undefined;
  const [restoredFrom, setRestoredFrom] = useState<number>();
  /** What of the form is on the phone, as far as this page has written or erased it; undefined when nothing. */
  const [kept, setKept] = useState<CopyState>();
  const [resubmit, setResubmit] = useState(false);
  const latest = useRef({ values, dirty });
  // eslint-disable-next-line react-hooks/refs -- the values just rendered, for the save pagehide runs
  latest.current = { values, dirty };
  // No save may run before the kept copy has been read: it would overwrite it with the empty form.
  const ready = useRef(false);

  const save = () => {
    if (!ready.current) return;
    const { values: current, dirty: changed } = latest.current;
    if (!changed && !pendingRef.current) {
      setKept(undefined);
      eraseCopy(form);
      return;
    }
    const draft: Draft<Values, Extra> = {
      values: current,
      extra: extra?.read(current),
      pending: pendingRef.current,
      savedAt: Date.now(),
    };
    markDraft(form, draft.savedAt);
    changeCopy((store) => store.writeDraft(form, draft)).then(setKept, () => setKept("refused"));
  };
  // eslint-disable-next-line react-hooks/refs -- read by the submit handler and the timer below only
  saveRef.current = save;

  useEffect(() => {
    let cancelled = false;
    const bringBack = async () => {
      if (!hasDraftMark(form)) return;
      const store = await loadStore();
      const draft = await store.readDraft<Values, Extra>(form);
      if (cancelled) return;
      if (!draft) {
        markDraft(form, undefined);
        return;
      }
      // What the fields already hold when the app starts (typed early, or put back by the browser on a reload, which
      // restores text but not files or every choice) is at least as new as the kept copy: it goes on top of it.
      const values = { ...draft.values, ...filledIn(latest.current.values) };
      // The uploads learn their addresses before the restored documents render, or they would start anew.
      if (draft.extra !== undefined) extra?.restore(draft.extra, values);
      await setValues(values, false);
      pendingRef.current = draft.pending;
      setKept("whole");
      setRestoredFrom(draft.savedAt);
      if (draft.pending) setResubmit(true);
    };
    void bringBack().finally(() => {
      ready.current = !cancelled;
    });
    const stopSavingAsPageGoes = onPageGoing(save);
    const unsubscribe = extra?.subscribe?.(() => saveRef.current?.());
    return () => {
      cancelled = true;
      unsubscribe?.();
      stopSavingAsPageGoes();
    };
    // `save` and `extra` are new each render, and reach the latest state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the copy is read once, when the form appears
  }, []);

  useEffect(() => {
    if (dirty) void loadStore().catch(() => undefined);
    const timer = window.setTimeout(() => saveRef.current?.(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, saveRef]);

  useEffect(() => {
    if (status?.result !== "success") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the notice goes once the service has the submission
    setRestoredFrom(undefined);
    setKept(undefined);
    eraseCopy(form);
  }, [status, form]);

  // Sent once the restored values have rendered: Formik's submitForm reads the values of the last render.
  useEffect(() => {
    if (resubmit) void submitForm();
  }, [resubmit, submitForm]);

  const startAgain = () => {
    pendingRef.current = undefined;
    extra?.discard();
    resetForm();
    setRestoredFrom(undefined);
    setKept(undefined);
    eraseCopy(form);
  };
  const startAgainButton = (
    <button type="button" onClick={startAgain}>
      Start again
    </button>
  );

  return (
    <>
      {restoredFrom !== undefined && (
        <div className="full-width" css={noticeStyle}>
          <p>
            We kept what you entered in this form on this phone on {formatDate(localToday(new Date(restoredFrom)))}.
            Check it and send it when you are ready, or start again to erase it.
          </p>
          {startAgainButton}
        </div>
      )}
      <KeptCopyContext.Provider value={kept}>{children}</KeptCopyContext.Provider>
      {kept === "refused" && (
        <div className="full-width" css={noticeStyle}>
          <p>{NOT_KEPT_ON_PHONE}</p>
        </div>
      )}
      {kept !== undefined && kept !== "refused" && restoredFrom === undefined && (
        <div className="full-width" css={noticeStyle}>
          <p>{KEPT_ON_PHONE}</p>
          {startAgainButton}
        </div>
      )}
    </>
  );
}
