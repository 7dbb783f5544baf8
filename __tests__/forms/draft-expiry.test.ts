/**
 * A copy of a form kept on the phone goes DRAFT_DAYS after its last save whichever page of the site is opened,
 * as the app starts: the next person on a shared phone must not find it, whether or not they open a form.
 */
import { waitFor } from "@testing-library/react";
import { createStore, del, get, set } from "idb-keyval";
import { DRAFT_DAYS } from "../../upload-client/kept/draft-lifetime";
import { markDraft } from "../../upload-client/kept/draft-marker";
import { eraseExpiredDrafts } from "../../src/forms/drafts/expire-drafts";
import { emptyQuoteForm } from "../../form-contract/quote/schema";

let mockStoreLoaded = false;
jest.mock("../../upload-client/kept/draft-store", () => {
  mockStoreLoaded = true;
  return jest.requireActual<object>("../../upload-client/kept/draft-store");
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The drafts' database read directly: reading through the draft store would itself erase what is past its time. */
const drafts = createStore("cowry-shield-forms", "drafts");
const MARKER = "cowry-shield-drafts";
const savedAtOf = async (form: string) => (await get<{ savedAt: number }>(form, drafts))?.savedAt;

/** A claim kept on the phone, one entry: every field with the documents, and the uploads' claim key. */
function keptClaim(savedAt: number) {
  return {
    values: {
      fullName: "Adaeze Okafor",
      email: "adaeze@example.com",
      phone: "+2348031234567",
      policyNumber: "POL-123456",
      claimType: "auto",
      incidentDate: "2026-11-02",
      description: "A bus hit my parked car at Ikeja.",
      documents: [new File([new Uint8Array([37, 80, 68, 70])], "estimate.pdf", { type: "application/pdf" })],
      notARobot: true,
    },
    extra: { claimKey: "0123456789abcdef0123456789abcdef", uploadUrls: ["/api/uploads/abc"] },
    savedAt,
  };
}

/**
 * Starts the app as a page of the site does, its code loaded anew (what it imports at once is imported here);
 * answers whether that loaded the draft store.
 */
async function startApp(): Promise<boolean> {
  mockStoreLoaded = false;
  await jest.isolateModulesAsync(async () => {
    const { onInitialClientRender } = await import("../../gatsby-browser");
    onInitialClientRender!({} as never, {} as never);
  });
  return mockStoreLoaded;
}

beforeEach(async () => {
  window.localStorage.clear();
  await del("claim", drafts);
  await del("quote", drafts);
});

afterEach(() => document.head.replaceChildren());

describe("a copy of a form past its time", () => {
  it(`is erased, fields, documents and claim key, on any page ${DRAFT_DAYS} days after its last save`, async () => {
    const now = Date.now();
    const expiredAt = now - DRAFT_DAYS * DAY_MS - 60_000;
    const recentAt = now - (DRAFT_DAYS - 1) * DAY_MS;
    await set("claim", keptClaim(expiredAt), drafts);
    await set("quote", { values: { ...emptyQuoteForm, name: "Ada" }, savedAt: recentAt }, drafts);
    markDraft("claim", expiredAt);
    markDraft("quote", recentAt);

    await startApp();

    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(MARKER)!)).toEqual({ quote: recentAt }));
    expect(await get("claim", drafts)).toBeUndefined();
    expect(await savedAtOf("quote")).toBe(recentAt);
  });

  it("leaves the draft code unloaded while the note names no copy past its time", async () => {
    const savedAt = Date.now() - DAY_MS;
    await set("claim", keptClaim(savedAt), drafts);
    markDraft("claim", savedAt);

    expect(await startApp()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedAtOf("claim")).toBe(savedAt);
  });

  it("keeps a copy saved again since the note was written, and notes its new time", async () => {
    const expiredAt = Date.now() - DRAFT_DAYS * DAY_MS - 60_000;
    const savedAgainAt = Date.now();
    await set("claim", keptClaim(savedAgainAt), drafts);
    markDraft("claim", expiredAt);

    await eraseExpiredDrafts();

    expect(await savedAtOf("claim")).toBe(savedAgainAt);
    expect(JSON.parse(window.localStorage.getItem(MARKER)!)).toEqual({ claim: savedAgainAt });
  });
});
