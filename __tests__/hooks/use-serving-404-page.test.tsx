import { act } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useServing404Page } from "../../src/hooks/use-serving-404-page";

function Body({ onRender }: { onRender: () => void }) {
  onRender();
  return <h1>{useServing404Page() ? "Page Not Found" : "Product Not Found"}</h1>;
}

/** The 'Product Not Found' page in miniature: the hook inside the main band, between bands React hydrates apart. */
function ProductNotFound({ onRender = () => undefined }: { onRender?: () => void }) {
  return (
    <>
      <Suspense fallback={null}>
        <header>Cowry Shield</header>
      </Suspense>
      <main>
        <Suspense fallback={null}>
          <Body onRender={onRender} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <footer>Lagos and Abuja</footer>
      </Suspense>
    </>
  );
}

/** Hydrates the HTML Gatsby wrote for `pagePath`, and returns what the page shows and went through. */
async function hydrateAt(pagePath: string, serverHtml: string) {
  window.pagePath = pagePath;
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverHeading = container.querySelector("h1");
  let renders = 0;
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <ProductNotFound onRender={() => (renders += 1)} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  const result = {
    heading: container.querySelector("h1")?.textContent,
    sameHeadingElement: container.querySelector("h1") === serverHeading,
    renders,
    recoverableErrors,
  };
  container.remove();
  delete window.pagePath;
  return result;
}

describe("useServing404Page", () => {
  it("leaves a page served as its own HTML alone once hydrated: it renders once", async () => {
    window.pagePath = "/services/[...]/";
    const serverHtml = renderToString(<ProductNotFound />);

    expect(await hydrateAt("/services/[...]/", serverHtml)).toEqual({
      heading: "Product Not Found",
      sameHeadingElement: true,
      renders: 1,
      recoverableErrors: [],
    });
  });

  it("starts from what the site's 404 page shows, then shows the page's own text, without an error", async () => {
    window.pagePath = "/404.html";
    const serverHtml = renderToString(<ProductNotFound />);
    expect(serverHtml).toContain("Page Not Found");

    expect(await hydrateAt("/404.html", serverHtml)).toMatchObject({
      heading: "Product Not Found",
      sameHeadingElement: true,
      recoverableErrors: [],
    });
  });
});
