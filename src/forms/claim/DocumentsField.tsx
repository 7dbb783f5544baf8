/**
 * Chooses supporting documents: a drop zone that is the file input itself (a click, Enter or Space opens the file
 * dialog, and files dropped on it are added), then each chosen file listed with its size, its own error and a
 * remove button. Photos are made smaller first (photos/prepare-photo), listed as being prepared meanwhile. While the
 * form's copy on the phone cannot hold the files themselves, a note beside them says what a reload would lose; a
 * document brought back without its file is listed as it was, and chosen again takes its place.
 */
import { css } from "@emotion/react";
import { getIn, useFormikContext } from "formik";
import { smallButtonStyle } from "../../components/ui/Button";
import { Icon } from "../../icons/Icon";
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type DragEvent } from "react";
import { flushSync } from "react-dom";
import { visuallyHidden } from "../../styles/visually-hidden";
import { theme } from "../../styles/theme";
import { FieldError } from "../fields/FieldError";
import { errorStyle, fieldStyle, hintStyle } from "../../styles/form-controls";
import { useFieldFeedback } from "../fields/use-field-feedback";
import {
  acceptAttribute,
  displayFileName,
  formatFileSize,
  formatSizeChange,
  holdsBytes,
  MAX_DOCUMENTS,
  type ListedDocument,
} from "../../../form-contract/claim/documents";
import type { ClaimFormValues } from "../../../form-contract/claim/schema";
import { DOCUMENTS_CHOOSER_NAME } from "../../../form-contract/shared/form-post";
import { keptDocumentTexts } from "../../../upload-client/kept-document-texts";
import { claimLabels } from "./claim-texts";
import { useKeptCopy } from "../drafts/kept-copy";
import type { AsChosen, ChosenDocuments } from "./chosen-documents";
import { useHoldSubmit } from "../shared/submit-holds";
import type { DocumentUploads, UploadState } from "../../../upload-client/document-uploads";
import type { PreparedDocument } from "../../../upload-client/photos/prepare-photo";
import { stackedList } from "../../styles/patterns";

const NAME = "documents";

const listStyle = css`
  ${stackedList};
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }
  li > p {
    grid-column: 1 / -1;
  }
  button {
    ${smallButtonStyle};
    color: ${theme.colors.error};
  }
`;

const noScriptChooser =
  "input[type=file]{position:static!important;opacity:1!important;width:auto!important;height:auto!important}";

/**
 * Where a listed document has its Remove button, a row being prepared keeps the same room, so it is as tall and its
 * name wraps the same. The word is drawn by CSS, so it is no part of the row's text.
 */
const placeholderStyle = css`
  visibility: hidden;
  &::after {
    content: "Remove";
  }
`;

const uploadStateStyle = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/**
 * The native input, transparent, covers the whole zone: clicks, keys and drops reach a real file input, so the
 * zone needs no script of its own to open the dialog, and screen readers meet the control they know.
 */
const dropZoneStyle = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg} ${theme.space.md};
  border: 2px dashed ${theme.colors.textMuted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: center;
  svg {
    color: ${theme.colors.teal};
  }
  strong {
    color: ${theme.colors.teal};
    text-decoration: underline;
  }
  &:hover,
  &[data-dragging] {
    border-color: ${theme.colors.teal};
    background: ${theme.colors.tealLight};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input[aria-invalid="true"]) {
    border: 2px solid ${theme.colors.error};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;

/** How far a document's upload has gone, in words a screen reader can read out. */
function uploadText(state: UploadState | undefined): string | undefined {
  switch (state?.status) {
    case "uploading":
      return `Uploading: ${Math.floor((state.sent / Math.max(1, state.total)) * 100)}%`;
    case "waiting":
      return state.busy ? "Waiting: our service is busy, trying again shortly" : "Waiting for a connection";
    case "checking":
      return keptDocumentTexts.checking;
    case "uploaded":
      return "Uploaded";
    case "refused":
      return state.message;
    default:
      return undefined;
  }
}

const sameFile = (a: AsChosen, b: AsChosen) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const sendAsChosen = (file: File): Promise<PreparedDocument> => Promise.resolve({ file, originalSize: file.size });

/** Loaded when files are chosen, never with the page. If it cannot be fetched (offline), files go as chosen. */
const loadPreparePhoto = () =>
  import("../../../upload-client/photos/prepare-photo").then(
    ({ preparePhoto }) => preparePhoto,
    () => sendAsChosen,
  );

/** "5.6 MB → 0.9 MB" for a photo made smaller, else the size alone. */
const sizeText = (document: ListedDocument, chosen: AsChosen) =>
  document === chosen ? formatFileSize(document.size) : formatSizeChange(chosen.size, document.size);

interface Props {
  /** Each document is uploaded as soon as it is chosen. */
  uploads: DocumentUploads;
  /** What each photo made smaller was when chosen. */
  chosen: ChosenDocuments;
}

export function DocumentsField({ uploads, chosen }: Props) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ClaimFormValues>();
  useSyncExternalStore(uploads.subscribe, uploads.getVersion, uploads.getVersion);
  useEffect(() => uploads.sync(values.documents), [uploads, values.documents]);
  const { id, error, errorId, hintId } = useFieldFeedback(NAME, true);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileErrors: unknown = submitCount > 0 ? getIn(errors, NAME) : undefined;
  const errorOf = (index: number): string | undefined =>
    Array.isArray(fileErrors) && typeof fileErrors[index] === "string" ? fileErrors[index] : undefined;
  const fileErrorId = (index: number) => `${id}-file-${index}-error`;
  const filesNotKept = useKeptCopy() === "without-files";
  const notKeptId = `${id}-not-kept`;
  const describedBy = [
    hintId,
    filesNotKept ? notKeptId : undefined,
    error ? errorId : undefined,
    ...values.documents.map((_, index) => (errorOf(index) ? fileErrorId(index) : undefined)),
  ]
    .filter(Boolean)
    .join(" ");
  const invalid = Boolean(error) || values.documents.some((_, index) => errorOf(index));

  const [dragging, setDragging] = useState(false);
  const holdSubmit = useHoldSubmit();
  // A refusal told under the field after submitting is not told twice.
  const uploadLine = (file: ListedDocument) => {
    const text = uploadText(uploads.stateOf(file));
    return text === error ? undefined : text;
  };
  const [preparing, setPreparing] = useState<readonly File[]>([]);
  /**
   * The documents as last set: each photo is added when it is ready, possibly before a render has shown the form
   * the one added just before, which would then be dropped.
   */
  const documents = useRef(values.documents);
  // eslint-disable-next-line react-hooks/refs -- the documents as rendered, for the handlers; they add to it in between
  documents.current = values.documents;

  const addFiles = async (files: readonly File[]) => {
    const kept = [...documents.current.filter(holdsBytes).map((file) => chosen.asChosen(file)), ...preparing];
    const added = files.filter((file) => !kept.some((keptFile) => sameFile(keptFile, file)));
    if (added.length === 0) return;
    setPreparing((waiting) => [...waiting, ...added]);
    const preparePhoto = await loadPreparePhoto();
    for (const file of added) {
      const prepared = await preparePhoto(file);
      if (prepared.file !== file) chosen.pair(prepared.file, file);
      // A document listed without its file, chosen again, is replaced where it stands.
      const withoutBytes = documents.current.findIndex(
        (document) => !holdsBytes(document) && sameFile(chosen.asChosen(document), file),
      );
      documents.current =
        withoutBytes === -1
          ? [...documents.current, prepared.file]
          : documents.current.map((document, index) => (index === withoutBytes ? prepared.file : document));
      // One render, its upload already begun: the row being prepared becomes the document's row, of the same
      // height, in the same frame. Apart, a render could show both rows, or the row without its upload line,
      // and move the Submit button from under a finger about to press it.
      flushSync(() => {
        uploads.sync(documents.current);
        void setFieldValue(NAME, documents.current);
        setPreparing((files) => files.filter((waiting) => waiting !== file));
      });
    }
  };

  const addChosenFiles = (event: ChangeEvent<HTMLInputElement>) => {
    holdSubmit(addFiles(Array.from(event.target.files ?? [])));
    // Clearing the input lets the visitor choose the same file again after removing it.
    event.target.value = "";
  };

  // Handled here rather than by the input, which would replace the files chosen so far with the dropped ones.
  const dropFiles = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    holdSubmit(addFiles(Array.from(event.dataTransfer.files)));
  };

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };

  const removeFile = (index: number) => {
    documents.current = documents.current.filter((_, position) => position !== index);
    void setFieldValue(NAME, documents.current);
    inputRef.current?.focus();
  };

  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{claimLabels.documents}</label>
      <p id={hintId} css={hintStyle}>
        PDF, Word (.doc, .docx), JPG or PNG; at most 5MB each and {MAX_DOCUMENTS} files in all. For example the police
        report, photographs and repair estimates.
      </p>
      <div
        css={dropZoneStyle}
        data-dragging={dragging || undefined}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={dropFiles}
      >
        <Icon name="Upload" size={28} />
        <span aria-hidden="true">
          <strong>Choose files</strong> or drag them here
        </span>
        <input
          ref={inputRef}
          id={id}
          name={DOCUMENTS_CHOOSER_NAME}
          data-field={NAME}
          type="file"
          multiple
          accept={acceptAttribute}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={addChosenFiles}
        />
      </div>
      {/* Without scripts the chooser, transparent over its drop zone, shows itself and the files chosen; only this
          page pays for the rule. */}
      <noscript>
        <style>{noScriptChooser}</style>
      </noscript>
      <FieldError id={errorId} message={error} />
      {filesNotKept && (
        <p id={notKeptId} css={hintStyle}>
          {keptDocumentTexts.notKept}
        </p>
      )}
      <p css={visuallyHidden} aria-live="polite">
        {preparing.length > 0 && `Preparing ${preparing.map((file) => displayFileName(file.name)).join(", ")}…`}
      </p>
      {values.documents.length + preparing.length > 0 && (
        <ul css={listStyle} aria-label="Chosen documents">
          {values.documents.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Icon name="FileText" size={20} />
              <span>
                {displayFileName(file.name)} ({sizeText(file, chosen.asChosen(file))})
              </span>
              <button
                type="button"
                onClick={() => removeFile(index)}
                aria-label={`Remove ${displayFileName(file.name)}`}
              >
                <Icon name="Trash2" size={18} />
                Remove
              </button>
              {uploadLine(file) && <p css={uploadStateStyle}>{uploadLine(file)}</p>}
              {errorOf(index) && (
                <p id={fileErrorId(index)} css={errorStyle}>
                  {displayFileName(file.name)}: {errorOf(index)}
                </p>
              )}
            </li>
          ))}
          {preparing.map((file) => (
            <li key={`preparing-${file.name}-${file.size}-${file.lastModified}`} aria-busy="true">
              <Icon name="FileText" size={20} />
              <span>
                {displayFileName(file.name)} ({formatFileSize(file.size)})
              </span>
              <span aria-hidden="true" css={[smallButtonStyle, placeholderStyle]}>
                <Icon name="Trash2" size={18} />
              </span>
              <p css={uploadStateStyle}>Preparing…</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
