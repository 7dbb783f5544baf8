import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import nextSteps from "../../data/next-steps.json";
import FormResultPage from "../../src/templates/form-result";
import type { FormKind, FormResult } from "../../form-contract/shared/form-post";

function renderResult(form: FormKind, result: FormResult) {
  const props = { pageContext: { form, result } } as unknown as PageProps<
    object,
    { form: FormKind; result: FormResult }
  >;
  render(<FormResultPage {...props} />);
}

/** The paragraph that sends the visitor back to what they typed. */
const wayBackParagraph = () => screen.getByText(/^Use your browser's Back button/);

describe("A form post's result page", () => {
  it.each([
    [
      "quote",
      "refused",
      "Use your browser's Back button to return to the form with what you typed, correct it and send it again.",
      "/contact/#get-a-quote",
    ],
    [
      "quote",
      "failed",
      "Use your browser's Back button to return to the form with what you typed and send it again later.",
      "/contact/#get-a-quote",
    ],
    [
      "claim",
      "refused",
      "Use your browser's Back button to return to the form with what you typed, correct it and send it again. " +
        "If the form no longer lists your documents, choose them again.",
      "/claims/#claims-form",
    ],
    [
      "claim",
      "failed",
      "Use your browser's Back button to return to the form with what you typed and send it again later. " +
        "If the form no longer lists your documents, choose them again.",
      "/claims/#claims-form",
    ],
  ] as const)(
    "%s %s: sends the visitor Back to what they typed; its link opens the form empty",
    (form, result, text, formPath) => {
      renderResult(form, result);
      expect(wayBackParagraph()).toHaveTextContent(text);
      expect(screen.getByRole("link", { name: "Open an Empty Form" })).toHaveAttribute("href", formPath);
    },
  );

  it("sent: no way back, the reference's slot and the home page", () => {
    renderResult("claim", "sent");
    expect(screen.queryByText(/Back button/)).toBeNull();
    expect(screen.getByText(/^Your reference is/)).toHaveTextContent("Your reference is {{reference}}.");
    // The reference stays on one line: it would wrap at a hyphen.
    expect(screen.getByText("{{reference}}")).toHaveStyle({ whiteSpace: "nowrap" });
    expect(screen.getByRole("link", { name: "Go to the Home Page" })).toHaveAttribute("href", "/");
  });

  it.each(["claim", "quote"] as const)(
    "%s sent: a paragraph for each case of the copy e-mailed, with the address's slot, and what happens next",
    (form) => {
      renderResult(form, "sent");
      const copies = document.querySelectorAll("p[data-copy]");
      expect([...copies].map((paragraph) => [paragraph.getAttribute("data-copy"), paragraph.innerHTML])).toEqual([
        ["emailed", "We have e-mailed a copy to <strong>{{email}}</strong>."],
        [
          "withheld",
          "We have not e-mailed a copy to <strong>{{email}}</strong>: it has had three from us in the last 24 hours, " +
            "the most we send to one address. Please note your reference.",
        ],
      ]);
      const heading = screen.getByRole("heading", { level: 2, name: "What happens next" });
      const list = heading.nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(nextSteps[form]);
    },
  );
});
