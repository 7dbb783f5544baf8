import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/layout/Header";

function renderHeader() {
  render(<Header companyName="Cowry Shield" />);
  const toggle = screen.getByRole("button", { name: "Menu" });
  const menu = document.getElementById("main-menu")!;
  return { toggle, menu };
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

  it("starts closed and toggles the menu with aria-expanded", async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderHeader();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "main-menu");
    expect(menu).toHaveAttribute("data-open", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveAttribute("data-open", "true");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderHeader();
    await user.click(toggle);
    await user.click(within(menu).getByRole("link", { name: "Claims" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("data-open", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderHeader();
    await user.click(toggle);
    await user.tab();
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
