import {
  idempotencyHeaderValue,
  idempotencyMessages,
  newIdempotencyKey,
  readIdempotencyKey,
} from "../shared/idempotency";

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
    ["22 characters of base64url", "Zm9yIGEgY2xhaW0gb24tbG"],
    ["64 characters", "a".repeat(64)],
  ])("takes %s", (_case, key) => {
    expect(readIdempotencyKey(key)).toBe(key);
  });

  it.each([
    ["too short", "abc"],
    ["of sixteen characters, under 128 bits", "a".repeat(16)],
    ["of 21 characters", "a".repeat(21)],
    ["in the service's own space for form posts", `form-${"0".repeat(59)}`],
    ["too long", "a".repeat(65)],
    ["with a space", '"8e03978e 40d5-43e8-bc93-6894a57f9324"'],
    ["with a control character", "8e03978e-40d5-43e8-bc93\u0000894a57f9324"],
    ["empty", ""],
  ])("refuses a key %s", (_case, value) => {
    expect(readIdempotencyKey(value)).toBeUndefined();
  });

  it("says what a key must be", () => {
    expect(idempotencyMessages.invalid).toBe(
      "Idempotency-Key must be a UUID or 22 to 64 letters, digits, - or _ (128 random bits or more), not beginning with form-",
    );
  });

  it("makes a different key each time", () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
