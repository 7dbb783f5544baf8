import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Header } from "../../src/components/layout/Header";

function renderHeader() {
  render(<Header companyName="Cowry Shield" />);
  // Hidden here: jsdom, like a browser from before popovers, has none, so the links stay in the bar.
  const toggle = within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { hidden: true });
  expect(toggle).toHaveTextContent(/^Menu$/);
  const menu = document.getElementById("main-menu")!;
  return { toggle, menu };
}

/** What the browser dispatches on a popover once it has opened or closed (jsdom has no popovers). */
function popoverToggled(menu: HTMLElement, newState: "open" | "closed") {
  act(() => {
    menu.dispatchEvent(
      Object.assign(new Event("toggle"), { oldState: newState === "open" ? "closed" : "open", newState }),
    );
  });
}

describe("Header", () => {
  it("links the five pages in order and highlights 'Get a Quote' to /contact", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Claims", "/claims"],
      ["Careers", "/careers"],
      ["Get a Quote", "/contact"],
    ]);
  });

  it("is a popover menu the browser opens and closes without scripts, its state left to the browser", () => {
    const html = new DOMParser().parseFromString(renderToString(<Header companyName="Cowry Shield" />), "text/html");
    const toggle = html.querySelector("nav button")!;
    expect(toggle.textContent).toBe("Menu");
    expect(toggle.getAttribute("type")).toBe("button");
    expect(toggle.getAttribute("popovertarget")).toBe("main-menu");
    expect(toggle.hasAttribute("aria-expanded")).toBe(false);
    const menu = html.getElementById("main-menu")!;
    expect(menu.tagName).toBe("UL");
    expect(menu.getAttribute("popover")).toBe("auto");
  });

  it("once the app runs, says the menu is closed and follows the popover's toggles", () => {
    const { toggle, menu } = renderHeader();
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    popoverToggled(menu, "open");
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    popoverToggled(menu, "closed");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
