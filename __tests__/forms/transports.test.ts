import { sendClaim } from "../../src/forms/claim/send-claim";
import { sendQuoteRequest } from "../../src/forms/quote/send-quote-request";
import { apiUrl, FieldErrorsFromServer, readAnswer } from "../../src/forms/shared/api";
import { FakeXhr, installFakeXhr } from "../support/fake-xhr";

const quote = {
  name: "Adaeze Okafor",
  email: "adaeze@example.com",
  phone: "08012345678",
  insuranceType: "auto",
  message: "My car, comprehensive cover",
  agreement: true,
  company_website: "",
};

describe("readAnswer", () => {
  it("returns the reference of a stored submission", () => {
    expect(readAnswer(201, { reference: "QTE-2026-000045" })).toEqual({ reference: "QTE-2026-000045" });
  });

  it.each([400, 413])("turns a %i naming fields into field errors", (status) => {
    expect(() => readAnswer(status, { error: "invalid", fields: { email: "Invalid email address" } })).toThrow(
      expect.objectContaining({ fields: { email: "Invalid email address" } }),
    );
    expect(() => readAnswer(status, { fields: { email: "x" } })).toThrow(FieldErrorsFromServer);
  });

  it.each([
    [500, { error: "server_error" }],
    [429, { error: "rate_limited", message: "Too many submissions." }],
    [502, null],
    [201, {}],
  ])("treats %i %j as a failed submission", (status, body) => {
    expect(() => readAnswer(status, body)).toThrow(`The service answered ${status}`);
    expect(() => readAnswer(status, body)).not.toThrow(FieldErrorsFromServer);
  });
});

describe("apiUrl", () => {
  const before = process.env.GATSBY_API_URL;
  afterEach(() => {
    if (before === undefined) delete process.env.GATSBY_API_URL;
    else process.env.GATSBY_API_URL = before;
  });

  it("is the site's own origin by default", () => {
    delete process.env.GATSBY_API_URL;
    expect(apiUrl("/api/claims")).toBe("/api/claims");
  });

  it("points at a separately hosted service when GATSBY_API_URL is set", () => {
    process.env.GATSBY_API_URL = "https://api.cowryshield.com.ng";
    expect(apiUrl("/api/claims")).toBe("https://api.cowryshield.com.ng/api/claims");
  });
});

describe("sendQuoteRequest", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("posts the request as JSON and resolves with the receipt", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ status: 201, json: async () => ({ reference: "QTE-2026-000045" }) });
    global.fetch = fetchMock;
    await expect(sendQuoteRequest(quote)).resolves.toEqual({ reference: "QTE-2026-000045" });
    expect(fetchMock).toHaveBeenCalledWith("/api/quote-requests", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(quote),
    });
  });

  it("fails on a network error and on an answer that is not JSON", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendQuoteRequest(quote)).rejects.toThrow("Failed to fetch");
    global.fetch = jest.fn().mockResolvedValue({ status: 502, json: async () => JSON.parse("<html>") });
    await expect(sendQuoteRequest(quote)).rejects.toThrow("The service answered 502");
  });
});

describe("sendClaim", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeXhr();
  });
  afterEach(() => restore());

  it("posts the form data, reports upload progress, and resolves with the receipt", async () => {
    const payload = new FormData();
    payload.append("fullName", "Chinedu Eze");
    const progress: number[] = [];
    const sending = sendClaim(payload, (sent) => progress.push(sent));
    const request = FakeXhr.last!;
    expect([request.method, request.url, request.body]).toEqual(["POST", "/api/claims", payload]);
    expect(request.responseType).toBe("json");
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.answer(201, { reference: "CLM-2026-000123" });
    await expect(sending).resolves.toEqual({ reference: "CLM-2026-000123" });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the field errors of a refusal, and on a network error", async () => {
    const refused = sendClaim(new FormData());
    FakeXhr.last!.answer(413, { error: "too_large", fields: { documents: "Max file size is 5MB" } });
    await expect(refused).rejects.toEqual(new FieldErrorsFromServer({ documents: "Max file size is 5MB" }));
    const failed = sendClaim(new FormData());
    FakeXhr.last!.fail();
    await expect(failed).rejects.toThrow("The claim could not be sent");
  });
});
