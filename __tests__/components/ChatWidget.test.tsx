import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ChatWidget } from "../../src/components/chat/ChatWidget";

const NUMBER = "+2348095550142";

let openSpy: jest.SpyInstance;

beforeEach(() => {
  openSpy = jest.spyOn(window, "open").mockImplementation(() => null);
});

afterEach(() => {
  openSpy.mockRestore();
});

const toggle = () => screen.getByRole("button", { name: "Chat with us" });
const messageField = () => screen.getByRole("textbox", { name: "Your message" });
const sendButton = () => screen.getByRole("button", { name: "Send on WhatsApp" });

async function renderOpen() {
  const user = userEvent.setup();
  render(<ChatWidget whatsappNumber={NUMBER} />);
  await user.click(toggle());
  // The panel's code is loaded on first open.
  await screen.findByRole("dialog");
  return user;
}

describe("ChatWidget", () => {
  it("starts closed with a named toggle and no panel", () => {
    render(<ChatWidget whatsappNumber={NUMBER} />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("offers, for when scripts are off, a plain link to a WhatsApp chat with us, in a noscript", () => {
    const html = new DOMParser().parseFromString(renderToString(<ChatWidget whatsappNumber={NUMBER} />), "text/html");
    const link = html.querySelector("noscript > a")!;
    expect(link.getAttribute("href")).toBe("https://wa.me/2348095550142");
    expect(link.getAttribute("aria-label")).toBe("Chat with us on WhatsApp");
    expect(html.querySelector("button")!.hasAttribute("data-needs-js")).toBe(true);
  });

  it("renders nothing of the no-script link once the app runs", () => {
    render(<ChatWidget whatsappNumber={NUMBER} />);
    expect(screen.queryByRole("link", { hidden: true })).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute("data-needs-js");
  });

  it("opens a dialog controlled by the toggle, saying we reply instantly", async () => {
    await renderOpen();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Chat with us on WhatsApp" });
    expect(toggle()).toHaveAttribute("aria-controls", dialog.id);
    expect(dialog).toHaveTextContent("We typically reply instantly.");
  });

  it("moves focus to the message field on opening", async () => {
    await renderOpen();
    expect(messageField()).toHaveFocus();
  });

  it("closes on Escape, returns focus to the toggle and removes the panel", async () => {
    const user = await renderOpen();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("closes when the toggle is clicked again", async () => {
    const user = await renderOpen();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps a typed message when the panel is closed and reopened", async () => {
    const user = await renderOpen();
    await user.type(messageField(), "About my car cover");
    await user.keyboard("{Escape}");
    await user.click(toggle());
    expect(await screen.findByRole("textbox", { name: "Your message" })).toHaveValue("About my car cover");
  });

  it.each([
    ["blank", ""],
    ["whitespace-only", "   "],
  ])("does not send a %s message and explains why", async (_kind, typed) => {
    const user = await renderOpen();
    if (typed) await user.type(messageField(), typed);
    await user.click(sendButton());
    expect(openSpy).not.toHaveBeenCalled();
    const field = messageField();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Please type a message first.");
    expect(document.getElementById(field.getAttribute("aria-describedby")!)).toHaveTextContent(
      "Please type a message first.",
    );
    expect(field).toHaveFocus();
  });

  it("opens WhatsApp once with the message, then clears the field and stays open", async () => {
    const user = await renderOpen();
    await user.type(messageField(), "Hello, I need a quote & info?");
    await user.click(sendButton());
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith(
      "https://wa.me/2348095550142?text=Hello%2C%20I%20need%20a%20quote%20%26%20info%3F",
      "_blank",
      "noopener,noreferrer",
    );
    expect(messageField()).toHaveValue("");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("trims the ends of the message and clears an earlier error once sent", async () => {
    const user = await renderOpen();
    await user.click(sendButton());
    expect(screen.getByText("Please type a message first.")).toBeInTheDocument();
    await user.type(messageField(), "  Hi there  ");
    await user.click(sendButton());
    expect(openSpy).toHaveBeenCalledWith(
      "https://wa.me/2348095550142?text=Hi%20there",
      "_blank",
      "noopener,noreferrer",
    );
    expect(screen.queryByText("Please type a message first.")).not.toBeInTheDocument();
    expect(messageField()).not.toHaveAttribute("aria-invalid");
    expect(messageField()).not.toHaveAttribute("aria-describedby");
  });
});
