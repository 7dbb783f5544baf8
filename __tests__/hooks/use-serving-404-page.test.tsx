import { act } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useServing404Page } from "../../src/hooks/use-serving-404-page";

/** The 'Product Not Found' page in miniature: the hook inside the main band, between bands React hydrates apart. */
function ProductNotFound({ renders }: { renders: { count: number } }) {
  function Body() {
    renders.count += 1;
    return <h1>{useServing404Page() ? "Page Not Found" : "Product Not Found"}</h1>;
  }
  return (
    <>
      <Suspense fallback={null}>
        <header>Cowry Shield</header>
      </Suspense>
      <main>
        <Suspense fallback={null}>
          <Body />
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
  const renders = { count: 0 };
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <ProductNotFound renders={renders} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  const result = {
    heading: container.querySelector("h1")?.textContent,
    sameHeadingElement: container.querySelector("h1") === serverHeading,
    renders: renders.count,
    recoverableErrors,
  };
  container.remove();
  delete window.pagePath;
  return result;
}

describe("useServing404Page", () => {
  it("leaves a page served as its own HTML alone once hydrated: it renders once", async () => {
    window.pagePath = "/services/[...]/";
    const serverHtml = renderToString(<ProductNotFound renders={{ count: 0 }} />);

    expect(await hydrateAt("/services/[...]/", serverHtml)).toEqual({
      heading: "Product Not Found",
      sameHeadingElement: true,
      renders: 1,
      recoverableErrors: [],
    });
  });

  it("starts from what the site's 404 page shows, then shows the page's own text, without an error", async () => {
    window.pagePath = "/404.html";
    const serverHtml = renderToString(<ProductNotFound renders={{ count: 0 }} />);
    expect(serverHtml).toContain("Page Not Found");

    expect(await hydrateAt("/404.html", serverHtml)).toMatchObject({
      heading: "Product Not Found",
      sameHeadingElement: true,
      recoverableErrors: [],
    });
  });
});
