import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqAccordion } from "../../src/sections/home/FaqAccordion";

const items = [
  { question: "How do I get a quote?", answer: "Fill in the form or call us." },
  { question: "When does my cover start?", answer: "When the premium is paid." },
  { question: "Which insurers do you use?", answer: "NAICOM-licensed insurers." },
];

const question = (name: string) => screen.getByRole("button", { name });
const answerOf = (name: string) => document.getElementById(question(name).getAttribute("aria-controls")!)!;

describe("FaqAccordion", () => {
  it("starts with every answer closed", () => {
    render(<FaqAccordion items={items} />);
    for (const { question: text } of items) {
      expect(question(text)).toHaveAttribute("aria-expanded", "false");
      expect(answerOf(text)).toHaveAttribute("data-open", "false");
    }
  });

  it("opens one answer at a time, closing the one open before", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(question("How do I get a quote?"));
    expect(question("How do I get a quote?")).toHaveAttribute("aria-expanded", "true");
    expect(answerOf("How do I get a quote?")).toHaveAttribute("data-open", "true");
    expect(answerOf("How do I get a quote?")).toHaveTextContent("Fill in the form or call us.");

    await user.click(question("When does my cover start?"));
    expect(question("When does my cover start?")).toHaveAttribute("aria-expanded", "true");
    expect(question("How do I get a quote?")).toHaveAttribute("aria-expanded", "false");
    expect(answerOf("How do I get a quote?")).toHaveAttribute("data-open", "false");
    expect(
      screen.getAllByRole("button").filter((button) => button.getAttribute("aria-expanded") === "true"),
    ).toHaveLength(1);
  });

  it("closes the open answer when its question is clicked again", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(question("Which insurers do you use?"));
    await user.click(question("Which insurers do you use?"));
    expect(question("Which insurers do you use?")).toHaveAttribute("aria-expanded", "false");
    expect(answerOf("Which insurers do you use?")).toHaveAttribute("data-open", "false");
  });

  it("labels each answer region by its question", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(question("How do I get a quote?"));
    expect(screen.getByRole("region", { name: "How do I get a quote?" })).toHaveTextContent(
      "Fill in the form or call us.",
    );
  });
});
