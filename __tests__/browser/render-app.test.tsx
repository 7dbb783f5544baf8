import { act } from "@testing-library/react";
import { useState } from "react";
import { renderApp } from "../../src/browser/render-app";

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      Pressed {presses} times
    </button>
  );
}

/** What the server writes for <Counter />: React separates adjacent text with a comment. */
const serverHtml = '<button type="button">Pressed <!-- -->0<!-- --> times</button>';

describe("renderApp", () => {
  let container: HTMLDivElement;
  let unmount: (() => void) | undefined;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    container.remove();
  });

  it("takes over the server's HTML in place and makes it work", async () => {
    container.innerHTML = serverHtml;
    const serverButton = container.querySelector("button")!;

    await act(async () => {
      unmount = renderApp(<Counter />, container);
    });
    await act(async () => serverButton.click());

    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton.textContent).toBe("Pressed 1 times");
  });

  it("renders into an empty element, as under gatsby develop", async () => {
    await act(async () => {
      unmount = renderApp(<Counter />, container);
    });
    expect(container.querySelector("button")?.textContent).toBe("Pressed 0 times");
  });

  it("gives back a way to take the app down again", async () => {
    await act(async () => {
      unmount = renderApp(<Counter />, container);
    });
    act(() => unmount!());
    unmount = undefined;
    expect(container.innerHTML).toBe("");
  });

  it("says so when Gatsby's root element is missing", () => {
    expect(() => renderApp(<Counter />, null)).toThrow("The page has no #___gatsby element to render into");
  });
});
