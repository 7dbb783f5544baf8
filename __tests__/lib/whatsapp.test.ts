import { whatsappChatUrl } from "../../src/lib/whatsapp";

describe("whatsappChatUrl", () => {
  it("uses the number's digits and encodes the message", () => {
    expect(whatsappChatUrl("+2348095550142", "Hello, I need a quote & info?")).toBe(
      "https://wa.me/2348095550142?text=Hello%2C%20I%20need%20a%20quote%20%26%20info%3F",
    );
  });

  it("encodes non-ASCII characters as UTF-8", () => {
    expect(whatsappChatUrl("+2348095550142", "₦50,000 cover")).toBe(
      "https://wa.me/2348095550142?text=%E2%82%A650%2C000%20cover",
    );
  });

  it("drops spaces and punctuation from the number", () => {
    expect(whatsappChatUrl("+234 809 555-0142", "Hi")).toBe("https://wa.me/2348095550142?text=Hi");
  });

  it("opens a chat with nothing typed when there is no message", () => {
    expect(whatsappChatUrl("+2348095550142")).toBe("https://wa.me/2348095550142");
  });
});
