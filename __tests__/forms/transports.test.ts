import { FieldErrorsFromServer, readAnswer, sendClaim, sendQuoteRequest } from "../../src/forms/shared/api";
import { apiUrl, ServiceUnreachable } from "../../upload-client/service-reach";
import { deliverWhenReachable } from "../../upload-client/delivery";
import type { ClaimWithUploads } from "../../form-contract/claim/payload";

const KEY = "0123456789abcdef0123456789abcdef";

const quote = {
  name: "Adaeze Okafor",
  email: "adaeze@example.com",
  phone: "08012345678",
  insuranceType: "auto",
  message: "My car, comprehensive cover",
  agreement: true,
  company_website: "",
};

const claim: ClaimWithUploads = {
  fullName: "Chinedu Eze",
  email: "chinedu@example.com",
  phone: "0803 555 0123",
  policyNumber: "MTR/2026/000123",
  claimType: "auto",
  incidentDate: "2026-01-15",
  description: "A bus hit my car from behind at Ikeja junction.",
  notARobot: true,
  company_website: "",
  claimKey: "fedcba9876543210fedcba9876543210",
  uploads: ["fake-upload-0001-abcdefghijkl"],
};

describe("readAnswer", () => {
  it("returns the reference of a stored submission", () => {
    expect(readAnswer(201, { reference: "QTE-2026-000045" })).toEqual({ reference: "QTE-2026-000045" });
  });

  it.each([400, 413])("turns a %i naming fields into field errors", (status) => {
    expect(() => readAnswer(status, { error: "invalid", fields: { email: "Invalid email address" } })).toThrow(
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Jest types its asymmetric matchers any
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

describe("posting a submission", () => {
  const realFetch = global.fetch;
  const realOnLine = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine")!;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const answering = (status: number, body: unknown) => jest.fn().mockResolvedValue({ status, json: async () => body });

  it.each([
    ["a quote request", () => sendQuoteRequest(quote, KEY), "/api/quote-requests", quote],
    ["a claim naming its uploads", () => sendClaim(claim, KEY), "/api/claims", claim],
  ])("posts %s as JSON with its Idempotency-Key and resolves with the receipt", async (_kind, send, url, body) => {
    const fetchMock = answering(201, { reference: "CLM-2026-000123" });
    global.fetch = fetchMock;
    await expect(send()).resolves.toEqual({ reference: "CLM-2026-000123" });
    expect(fetchMock).toHaveBeenCalledWith(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "Idempotency-Key": `"${KEY}"`,
      },
      body: JSON.stringify(body),
    });
  });

  it("rejects with the field errors of a refusal", async () => {
    global.fetch = answering(400, { error: "invalid", fields: { documents: "Max file size is 5MB" } });
    await expect(sendClaim(claim, KEY)).rejects.toEqual(
      new FieldErrorsFromServer({ documents: "Max file size is 5MB" }),
    );
  });

  it.each([409, 502, 503, 504])("takes a %i as a service to try again later, not a failure", async (status) => {
    global.fetch = jest.fn().mockResolvedValue({ status, json: async (): Promise<unknown> => JSON.parse("<html>") });
    await expect(sendQuoteRequest(quote, KEY)).rejects.toBeInstanceOf(ServiceUnreachable);
  });

  it("takes no answer at all as a service to try again later", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendQuoteRequest(quote, KEY)).rejects.toBeInstanceOf(ServiceUnreachable);
  });

  it("takes a post without an answer from a service whose health check answers as an answer lost: try again", async () => {
    global.fetch = jest.fn((url: string) =>
      url === "/api/health"
        ? Promise.resolve({ status: 200, json: async () => ({ status: "ok" }) })
        : Promise.reject(new TypeError("Failed to fetch")),
    ) as jest.Mock;
    await expect(sendQuoteRequest(quote, KEY)).rejects.toBeInstanceOf(ServiceUnreachable);
  });

  it("fails at once when only a request without CORS reaches the service: it refuses this site's origin", async () => {
    const fetchMock = jest.fn((url: string, init?: RequestInit) =>
      url === "/api/health" && init?.mode === "no-cors"
        ? Promise.resolve({ status: 0 })
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    global.fetch = fetchMock as jest.Mock;
    const sending = sendQuoteRequest(quote, KEY);
    await expect(sending).rejects.not.toBeInstanceOf(ServiceUnreachable);
    await expect(sending).rejects.toThrow("The service refused this site's origin");
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.mode])).toEqual([
      ["/api/quote-requests", undefined],
      ["/api/health", "cors"],
      ["/api/health", "no-cors"],
    ]);
  });

  it("reports a 500 as failed", async () => {
    global.fetch = answering(500, { error: "server_error" });
    await expect(sendQuoteRequest(quote, KEY)).rejects.toThrow("The service answered 500");
  });

  describe("when the service cannot be reached", () => {
    let online = true;
    beforeEach(() => {
      jest.useFakeTimers();
      online = true;
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => online });
    });
    afterEach(() => {
      jest.useRealTimers();
      Object.defineProperty(Navigator.prototype, "onLine", realOnLine);
    });

    it("tries again when the browser is back online, and says it is waiting meanwhile", async () => {
      online = false;
      const attempt = jest.fn().mockResolvedValue({ reference: "QTE-2026-000045" });
      const onWaiting = jest.fn();
      const delivered = deliverWhenReachable(attempt, onWaiting, 60_000);
      await Promise.resolve();
      expect(attempt).not.toHaveBeenCalled();
      expect(onWaiting).toHaveBeenCalledTimes(1);
      online = true;
      window.dispatchEvent(new Event("online"));
      await expect(delivered).resolves.toEqual({ reference: "QTE-2026-000045" });
      expect(attempt).toHaveBeenCalledTimes(1);
    });

    it("tries again after the retry delay when the browser never says it is back", async () => {
      const attempt = jest
        .fn()
        .mockRejectedValueOnce(new ServiceUnreachable("status 502"))
        .mockResolvedValueOnce({ reference: "QTE-2026-000045" });
      const onWaiting = jest.fn();
      const delivered = deliverWhenReachable(attempt, onWaiting, 15_000);
      await jest.advanceTimersByTimeAsync(14_999);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(delivered).resolves.toEqual({ reference: "QTE-2026-000045" });
      expect(attempt).toHaveBeenCalledTimes(2);
      expect(onWaiting).toHaveBeenCalledTimes(1);
    });

    it("gives up at once on a refusal or a failure", async () => {
      const refused = new FieldErrorsFromServer({ email: "Invalid email address" });
      await expect(deliverWhenReachable(jest.fn().mockRejectedValue(refused), jest.fn())).rejects.toBe(refused);
    });
  });
});
