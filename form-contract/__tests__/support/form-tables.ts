/**
 * The forms' rules as tables, one per form: which value of a field is refused with which exact message, and
 * which values pass. The schema tests run every row through the form's Yup schema (see schema-tables.ts);
 * the form tests type the rows marked `form` into the rendered form and expect the same message under the
 * field. Texts are docs/specification.md's (§5, §8), written out here once, never read from the code under test.
 */
import type { AnyObjectSchema } from "yup";
import { claimSchema, emptyClaimForm } from "../../claim/schema";
import { emptyQuoteForm, quoteSchema } from "../../quote/schema";

export const MB = 1024 * 1024;

/** A value a field refuses, and the one message it shows for it. */
export interface Rejection {
  field: string;
  case: string;
  value: unknown;
  message: string;
  /** The form tests type this value into the rendered form too: one value for each of a field's messages. */
  form?: true;
}

/** A value a field takes. */
export interface Acceptance {
  field: string;
  case: string;
  value: unknown;
}

export interface FormTable<Field extends string = string> {
  schema: () => AnyObjectSchema;
  /** A request that passes every rule. */
  valid: Record<string, unknown>;
  /** The form as it opens: nothing typed, chosen or ticked. */
  empty: object;
  /** The message each field shows when it is left empty, in page order. */
  required: Readonly<Record<Field, string>>;
  /** The drop-down: its prompt, then each choice as [label, value], in order. */
  choices: { field: string; prompt: string; options: [label: string, value: string][] };
  rejections: Rejection[];
  acceptances: Acceptance[];
}

/** The messages of docs/specification.md §5 for the rules both forms share. */
export const sharedMessages = {
  email: "Invalid email address",
  phone: "Phone number must be at least 10 digits",
  phoneCharacters: "Phone number can only contain digits, spaces, +, - and brackets",
  phoneTooLong: "Phone number must be at most 20 characters",
  nameTooLong: "Must be at most 100 characters",
  oneLine: "Line breaks and hidden control characters cannot be used here; please type it again",
  multiLine: "This text has hidden control characters; please type it again (line breaks are fine)",
} as const;

const { email: EMAIL, phone: PHONE, oneLine: ONE_LINE, multiLine: MULTI_LINE } = sharedMessages;

/** A well-formed address of the given length (at most 63 characters per domain label). */
export const emailOfLength = (length: number) =>
  `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(length - 197)}.com`;

/** The name, e-mail and phone rules, which both forms share; each form names its name field and message. */
function contactRows(nameField: string, nameMessage: string): { rejections: Rejection[]; acceptances: Acceptance[] } {
  const name = (row: Omit<Rejection, "field">): Rejection => ({ field: nameField, ...row });
  return {
    rejections: [
      name({ case: "empty", value: "", message: nameMessage }),
      name({ case: "one character", value: "A", message: nameMessage, form: true }),
      name({ case: "one character padded with spaces (trimmed)", value: "  A  ", message: nameMessage }),
      name({ case: "101 characters", value: "A".repeat(101), message: sharedMessages.nameTooLong, form: true }),
      name({ case: "with a line break inside", value: "Adaeze\nOkafor", message: ONE_LINE }),
      name({ case: "with a CR LF and a forged line", value: "Adaeze\r\nE-mail: boss@example.com", message: ONE_LINE }),
      name({ case: "with a terminal escape", value: "Chinedu \u001b[31mEze", message: ONE_LINE, form: true }),
      name({ case: "with a terminal escape and a bell", value: "Adaeze\u001b]0;x\u0007", message: ONE_LINE }),
      name({ case: "with a bell", value: "Adaeze\u0007 Okafor", message: ONE_LINE }),
      name({ case: "with a NUL", value: "Adaeze\u0000Okafor", message: ONE_LINE }),
      name({ case: "with a tab", value: "Chinedu\tEze", message: ONE_LINE }),
      name({ case: "with DEL", value: "Chinedu\u007fEze", message: ONE_LINE }),
      name({ case: "with a C1 control (NEL)", value: "Chinedu\u0085Eze", message: ONE_LINE }),
      name({ case: "with a C1 control (CSI)", value: "Adaeze\u009b31m", message: ONE_LINE }),
      name({ case: "with a right-to-left override", value: "\u202eezE udenihC", message: ONE_LINE }),
      name({ case: "with a left-to-right override", value: "Adaeze \u202dOkafor", message: ONE_LINE }),
      name({ case: "with a left-to-right embedding", value: "Chinedu \u202aEze", message: ONE_LINE }),
      name({ case: "with a first-strong isolate", value: "Chinedu \u2068Eze\u2069", message: ONE_LINE }),
      name({ case: "with a pop directional isolate", value: "Adaeze\u2069", message: ONE_LINE }),
      { field: "email", case: "empty", value: "", message: EMAIL },
      { field: "email", case: "without a domain", value: "ade@", message: EMAIL, form: true },
      { field: "email", case: "without an @", value: "ade.example.com", message: EMAIL },
      { field: "email", case: "with a space inside", value: "ade okafor@example.com", message: EMAIL },
      { field: "email", case: "with a terminal escape", value: "chinedu\u001b@example.com", message: EMAIL },
      { field: "email", case: "of 255 characters", value: emailOfLength(255), message: EMAIL },
      { field: "phone", case: "empty", value: "", message: PHONE },
      { field: "phone", case: "9 characters", value: "080123456", message: PHONE, form: true },
      { field: "phone", case: "9 characters padded with spaces (trimmed)", value: "  080123456  ", message: PHONE },
      {
        field: "phone",
        case: "containing letters",
        value: "0803 CALL ME",
        message: sharedMessages.phoneCharacters,
        form: true,
      },
      { field: "phone", case: "containing a dot", value: "0801.234.5678", message: sharedMessages.phoneCharacters },
      {
        field: "phone",
        case: "21 characters",
        value: "+234 801 234 5678 901",
        message: sharedMessages.phoneTooLong,
        form: true,
      },
      { field: "phone", case: "with a line break between the digits", value: "0803\n555 0123", message: ONE_LINE },
      { field: "phone", case: "with a tab between the digits", value: "0803\t555 0123", message: ONE_LINE, form: true },
    ],
    acceptances: [
      { field: nameField, case: "of exactly 2 characters", value: "Ab" },
      { field: nameField, case: "of 2 characters padded with spaces", value: "  Ab  " },
      { field: nameField, case: "of 100 characters", value: "A".repeat(100) },
      { field: nameField, case: "in Yoruba with tone marks", value: "Adéwálé Ọlátúnjí" },
      { field: nameField, case: "in Arabic script", value: "محمد بلو" },
      { field: nameField, case: "with an apostrophe and a hyphen", value: "Ngozi O'Neil-Okafor" },
      { field: "email", case: "padded with spaces", value: "  adaeze@example.com  " },
      { field: "email", case: "with a sub-domain and a plus", value: "adaeze+quotes@mail.example.com.ng" },
      { field: "email", case: "of 254 characters", value: emailOfLength(254) },
      { field: "phone", case: "of exactly 10 digits", value: "0801234567" },
      { field: "phone", case: "in international form with brackets and dashes", value: "+234 (801) 234-5678" },
      { field: "phone", case: "of exactly 20 characters", value: "+234 801 234 5678 90" },
    ],
  };
}

/** Each choice's value is accepted. */
const eachChoice = (field: string, options: [string, string][]): Acceptance[] =>
  options.map(([label, value]) => ({ field, case: `the choice ${label}`, value }));

const quoteMessages = {
  name: "Name must be at least 2 characters",
  insuranceType: "Please select an insurance type",
  message: "Message must be at least 10 characters",
  agreement: "Please agree to the privacy notice and terms of use",
} as const;

const quoteContact = contactRows("name", quoteMessages.name);
const insuranceTypes: [string, string][] = [
  ["Motor", "auto"],
  ["Home", "home"],
  ["Life", "life"],
  ["Business", "business"],
  ["Other", "other"],
];

const quoteRequired = {
  name: quoteMessages.name,
  email: EMAIL,
  phone: PHONE,
  insuranceType: quoteMessages.insuranceType,
  message: quoteMessages.message,
  agreement: quoteMessages.agreement,
} as const;

export const quoteTable: FormTable<keyof typeof quoteRequired> = {
  schema: quoteSchema,
  valid: {
    name: "Adaeze Okafor",
    email: "adaeze@example.com",
    phone: "+234 801 234 5678",
    insuranceType: "auto",
    message: "My 2018 Toyota Corolla, comprehensive cover",
    agreement: true,
  },
  empty: emptyQuoteForm,
  required: quoteRequired,
  choices: { field: "insuranceType", prompt: "Select insurance type", options: insuranceTypes },
  rejections: [
    ...quoteContact.rejections,
    { field: "insuranceType", case: "empty", value: "", message: quoteMessages.insuranceType, form: true },
    { field: "insuranceType", case: "not offered (pet)", value: "pet", message: quoteMessages.insuranceType },
    {
      field: "insuranceType",
      case: "a claim type (property)",
      value: "property",
      message: quoteMessages.insuranceType,
    },
    { field: "insuranceType", case: "in upper case", value: "AUTO", message: quoteMessages.insuranceType },
    { field: "message", case: "empty", value: "", message: quoteMessages.message },
    { field: "message", case: "9 characters", value: "Car cover", message: quoteMessages.message, form: true },
    {
      field: "message",
      case: "9 characters padded with spaces (trimmed)",
      value: "   Car cover   ",
      message: quoteMessages.message,
    },
    {
      field: "message",
      case: "5001 characters",
      value: "a".repeat(5001),
      message: "Message must be at most 5000 characters",
      form: true,
    },
    {
      field: "message",
      case: "with a terminal escape on one of two lines",
      value: "My car\u001b[2J\nToyota Corolla",
      message: MULTI_LINE,
      form: true,
    },
    { field: "message", case: "with a terminal escape", value: "My car \u001b[31mToyota Corolla", message: MULTI_LINE },
    { field: "message", case: "with a vertical tab", value: "My car\u000bToyota Corolla", message: MULTI_LINE },
    {
      field: "message",
      case: "with a left-to-right isolate",
      value: "My car \u2066Toyota Corolla",
      message: MULTI_LINE,
    },
    { field: "agreement", case: "not ticked", value: false, message: quoteMessages.agreement, form: true },
  ],
  acceptances: [
    ...quoteContact.acceptances,
    ...eachChoice("insuranceType", insuranceTypes),
    { field: "message", case: "of exactly 10 characters", value: "Car cover!" },
    { field: "message", case: "of 5000 characters", value: "a".repeat(5000) },
    { field: "message", case: "of two lines (LF)", value: "My 2018 Toyota Corolla\nComprehensive cover" },
    { field: "message", case: "of two lines (CR LF)", value: "My 2018 Toyota Corolla\r\nComprehensive cover" },
  ],
};

/** The claim's own messages beyond what a field shows when empty. */
export const claimMessages = {
  incidentDateFuture: "Incident date cannot be in the future",
  documentsTooMany: "You can attach up to 10 documents",
  documentSize: "Max file size is 5MB",
  documentType: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted",
  documentName: "The file name has hidden control characters. Rename the file and choose it again.",
} as const;

/** A document as the rules see it: a name, a size and a declared type. */
export const documentLike = (name: string, type: string, size = 1024) => ({ name, size, type });

const claimRequired = {
  fullName: "Full name must be at least 2 characters",
  email: EMAIL,
  phone: PHONE,
  policyNumber: "Policy number is required",
  claimType: "Please select a claim type",
  incidentDate: "Incident date is required",
  description: "Description must be at least 20 characters",
  documents: "At least one supporting document is required",
  notARobot: "Please confirm that you are not a robot",
} as const;

const claimContact = contactRows("fullName", claimRequired.fullName);
const claimTypes: [string, string][] = [
  ["Motor", "auto"],
  ["Property", "property"],
  ["Health", "health"],
  ["Life", "life"],
  ["Business", "business"],
  ["Other", "other"],
];
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => documentLike(`photo-${index}.jpg`, "image/jpeg"));

export const claimTable: FormTable<keyof typeof claimRequired> = {
  schema: claimSchema,
  valid: {
    fullName: "Chinedu Eze",
    email: "chinedu@example.com",
    phone: "0803 555 0123",
    policyNumber: "MTR/2026/000123",
    claimType: "auto",
    incidentDate: "2024-01-15",
    description: "A bus hit my car from behind at Ikeja junction.",
    documents: [documentLike("police-report.pdf", "application/pdf")],
    notARobot: true,
  },
  empty: emptyClaimForm,
  required: claimRequired,
  choices: { field: "claimType", prompt: "Select claim type", options: claimTypes },
  rejections: [
    ...claimContact.rejections,
    { field: "policyNumber", case: "empty", value: "", message: claimRequired.policyNumber, form: true },
    { field: "policyNumber", case: "only spaces", value: "    ", message: claimRequired.policyNumber },
    {
      field: "policyNumber",
      case: "51 characters",
      value: "P".repeat(51),
      message: "Policy number must be at most 50 characters",
      form: true,
    },
    { field: "policyNumber", case: "with a CR LF inside", value: "MTR/2026\r\n000123", message: ONE_LINE },
    {
      field: "policyNumber",
      case: "with a right-to-left override",
      value: "MTR/\u202e2026",
      message: ONE_LINE,
      form: true,
    },
    { field: "claimType", case: "empty", value: "", message: claimRequired.claimType, form: true },
    { field: "claimType", case: "not offered (travel)", value: "travel", message: claimRequired.claimType },
    { field: "claimType", case: "a quote type (home)", value: "home", message: claimRequired.claimType },
    { field: "incidentDate", case: "empty", value: "", message: claimRequired.incidentDate, form: true },
    { field: "incidentDate", case: "written day first", value: "15/01/2024", message: claimRequired.incidentDate },
    { field: "incidentDate", case: "with a time", value: "2024-01-15T10:00", message: claimRequired.incidentDate },
    { field: "description", case: "empty", value: "", message: claimRequired.description },
    {
      field: "description",
      case: "19 characters",
      value: "Car hit at junction",
      message: claimRequired.description,
      form: true,
    },
    {
      field: "description",
      case: "19 characters padded with spaces (trimmed)",
      value: "   Car hit at junction   ",
      message: claimRequired.description,
    },
    {
      field: "description",
      case: "5001 characters",
      value: "a".repeat(5001),
      message: "Description must be at most 5000 characters",
      form: true,
    },
    {
      field: "description",
      case: "with a terminal escape",
      value: "A bus hit my car \u001b[2J at Ikeja junction.",
      message: MULTI_LINE,
    },
    {
      field: "description",
      case: "with a lone CR (no LF)",
      value: "A bus hit my car from behind\rat Ikeja junction.",
      message: MULTI_LINE,
    },
    {
      field: "description",
      case: "with a NUL",
      value: "A bus hit my car from behind\u0000 at Ikeja.",
      message: MULTI_LINE,
    },
    {
      field: "description",
      case: "with a right-to-left override",
      value: "A bus hit my car \u202efrom behind at Ikeja.",
      message: MULTI_LINE,
    },
    {
      field: "description",
      case: "with a right-to-left override on one of two lines",
      value: "A bus hit my car \u202efrom behind.\nThe boot lid is damaged.",
      message: MULTI_LINE,
      form: true,
    },
    { field: "documents", case: "an empty list", value: [], message: claimRequired.documents },
    { field: "documents", case: "11 files", value: photos(11), message: claimMessages.documentsTooMany },
    { field: "notARobot", case: "not ticked", value: false, message: claimRequired.notARobot, form: true },
  ],
  acceptances: [
    ...claimContact.acceptances,
    ...eachChoice("claimType", claimTypes),
    { field: "policyNumber", case: "padded with spaces", value: "  MTR/2026/000123  " },
    { field: "policyNumber", case: "of 50 characters", value: "P".repeat(50) },
    {
      field: "description",
      case: "of several lines (LF)",
      value: "A bus hit my car.\nThe boot lid is damaged.\n\nPolice came.",
    },
    {
      field: "description",
      case: "of several lines (CR LF, as browsers send them)",
      value: "A bus hit my car.\r\nThe boot lid is damaged.",
    },
    { field: "description", case: "with a tab pasted from a table", value: "Bumper\t₦150,000\nBoot lid\t₦80,000" },
    { field: "description", case: "of exactly 20 characters", value: "Car hit at junction." },
    { field: "documents", case: "of 10 files", value: photos(10) },
  ],
};

/** The text fields of the claim the form and payload tests fill in, as sent: trimmed, in the form's order. */
export const claimTextAsSent: [string, string][] = [
  ["fullName", "Chinedu Eze"],
  ["email", "chinedu@example.com"],
  ["phone", "0803 555 0123"],
  ["policyNumber", "MTR/2026/000123"],
  ["claimType", "auto"],
  ["incidentDate", "2026-01-15"],
  ["description", "A bus hit my car from behind at Ikeja junction."],
];

/** What a form's status region says after a send: the texts of docs/specification.md §8, and whom to call when it failed. */
export interface OutcomeTable {
  successTitle: string;
  successText: string;
  failureTitle: string;
  failureText: string;
  /** The failure's last line, and its links as [name, href]. */
  contact: { line: string; links: [name: string, href: string][] };
}

export const quoteOutcomes: OutcomeTable = {
  successTitle: "Request Submitted Successfully",
  successText: "Thank you. Our team will contact you shortly with your quote.",
  failureTitle: "Submission Failed",
  failureText: "There was an error submitting your request. Please try again.",
  contact: {
    line: "You can also call us on 0809 555 0142 or e-mail info@cowryshield.com.ng.",
    links: [
      ["0809 555 0142", "tel:+2348095550142"],
      ["info@cowryshield.com.ng", "mailto:info@cowryshield.com.ng"],
    ],
  },
};

export const claimOutcomes: OutcomeTable = {
  successTitle: "Claim Submitted Successfully",
  successText: "Our claims team will review your claim and contact you shortly.",
  failureTitle: "Submission Failed",
  failureText: "There was an error submitting your claim. Please try again.",
  contact: {
    line: "You can also call us on 0802 555 0199 or e-mail claims@cowryshield.com.ng.",
    links: [
      ["0802 555 0199", "tel:+2348025550199"],
      ["claims@cowryshield.com.ng", "mailto:claims@cowryshield.com.ng"],
    ],
  },
};
