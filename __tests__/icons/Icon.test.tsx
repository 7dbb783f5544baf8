import { render } from "@testing-library/react";
import { Icon } from "../../src/icons/Icon";

const file = "/static/icons-0123456789abcdef0123.svg";

function pageSprite(...ids: string[]) {
  const sprite = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  sprite.setAttribute("data-sprite-file", file);
  for (const id of ids) {
    const symbol = document.createElementNS("http://www.w3.org/2000/svg", "symbol");
    symbol.id = id;
    sprite.append(symbol);
  }
  document.body.prepend(sprite);
}

const hrefOf = (container: HTMLElement) => container.querySelector("use")!.getAttribute("href");

afterEach(() => document.body.replaceChildren());

describe("Icon", () => {
  it("draws from the page's own sprite when that holds the icon", () => {
    pageSprite("icon-Car", "icon-Menu");
    expect(hrefOf(render(<Icon name="Car" />).container)).toBe("#icon-Car");
  });

  it("draws from the whole sprite's file when the page's sprite lacks the icon (a later page's icon)", () => {
    pageSprite("icon-Menu");
    expect(hrefOf(render(<Icon name="Ship" />).container)).toBe(`${file}#icon-Ship`);
  });

  it("keeps to the page when no sprite names a file", () => {
    expect(hrefOf(render(<Icon name="Ship" />).container)).toBe("#icon-Ship");
  });
});
