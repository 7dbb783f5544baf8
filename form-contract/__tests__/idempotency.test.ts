import { idempotencyHeaderValue, newIdempotencyKey, readIdempotencyKey } from "../shared/idempotency";

describe("Idempotency-Key", () => {
  it("is written as the IETF draft's quoted string and read back", () => {
    const key = newIdempotencyKey();
    expect(idempotencyHeaderValue(key)).toBe(`"${key}"`);
    expect(readIdempotencyKey(idempotencyHeaderValue(key))).toBe(key);
  });

  it("takes a bare key too, as Stripe's clients send it", () => {
    expect(readIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["with a space", '"8e03978e 40d5-43e8-bc93-6894a57f9324"'],
    ["with a control character", "8e03978e-40d5-43e8-bc93\u0000894a57f9324"],
    ["empty", ""],
  ])("refuses a key %s", (_case, value) => {
    expect(readIdempotencyKey(value)).toBeUndefined();
  });

  it("makes a different key each time", () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
