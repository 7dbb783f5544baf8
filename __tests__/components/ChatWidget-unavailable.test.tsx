/** The chat when its panel's code cannot be fetched: the page stays, and the button becomes the plain WhatsApp link. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ChatWidget } from "../../src/components/chat/ChatWidget";

let panelFetches = 0;
// A chunk that never arrives: each import() of the panel fails, as webpack's does when the network drops it.
jest.mock("../../src/components/chat/ChatPanel", () => {
  panelFetches += 1;
  throw new Error("Loading chunk chat-panel failed.");
});

beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] }));
afterEach(() => jest.useRealTimers());

it("keeps the page and puts the link to a WhatsApp chat, focused, in the button's place once four tries fail", async () => {
  render(
    <>
      <main>
        <h1>About Cowry Shield</h1>
      </main>
      <ChatWidget whatsappNumber="+2348095550142" />
    </>,
  );
  const toggle = screen.getByRole("button", { name: "Chat with us" });
  act(() => toggle.focus());
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");

  await act(() => jest.advanceTimersByTimeAsync(6999));
  expect(screen.getByRole("button", { name: "Chat with us" })).toHaveFocus();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(panelFetches).toBe(4);
  const link = screen.getByRole("link", { name: "Chat with us on WhatsApp" });
  expect(link).toHaveAttribute("href", "https://wa.me/2348095550142");
  expect(link).toHaveFocus();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Cowry Shield");

  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(panelFetches).toBe(4);
});
