import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteCalculator } from "../../src/sections/home/QuoteCalculator";

function renderCalculator() {
  render(<QuoteCalculator />);
  return {
    type: screen.getByRole("combobox", { name: "Insurance type" }),
    coverage: screen.getByRole("spinbutton", { name: "Coverage amount (₦)" }),
    age: screen.getByRole("spinbutton", { name: "Your age" }),
    submit: screen.getByRole("button", { name: "Calculate Quote" }),
    status: screen.getByRole("status"),
  };
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

describe("QuoteCalculator", () => {
  it("is a section named by its heading", () => {
    renderCalculator();
    expect(screen.getByRole("region", { name: "Quick Quote Calculator" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Quick Quote Calculator" })).toBeInTheDocument();
  });

  it("labels every field and starts at auto, ₦50,000 and age 30", () => {
    const { type, coverage, age, submit } = renderCalculator();
    expect(type).toHaveValue("auto");
    expect(type).toHaveAttribute("name", "insuranceType");
    expect(type).toBeRequired();
    expect(
      within(type)
        .getAllByRole("option")
        .map((option) => [option.textContent, option.getAttribute("value")]),
    ).toEqual([
      ["Auto", "auto"],
      ["Home", "home"],
      ["Life", "life"],
      ["Business", "business"],
    ]);

    expect(coverage).toHaveValue(50000);
    expect(coverage).toHaveAttribute("name", "coverage");
    expect(coverage).toHaveAttribute("min", "10000");
    expect(coverage).toHaveAttribute("step", "10000");
    expect(coverage).toHaveAttribute("inputmode", "numeric");
    expect(coverage).toBeRequired();

    expect(age).toHaveValue(30);
    expect(age).toHaveAttribute("name", "age");
    expect(age).toHaveAttribute("min", "18");
    expect(age).toHaveAttribute("max", "100");
    expect(age).toBeRequired();

    expect(submit).toHaveAttribute("type", "submit");
  });

  it("has an empty polite status region before the first submit", () => {
    const { status } = renderCalculator();
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(/per year/)).not.toBeInTheDocument();
  });

  it("shows ₦500 per year for the defaults (auto, ₦50,000, age 30), with the disclaimers", async () => {
    const user = userEvent.setup();
    const { submit, status } = renderCalculator();
    await user.click(submit);
    expect(status).toHaveTextContent("Estimated yearly premium:");
    expect(within(status).getByText("₦500 per year").tagName).toBe("STRONG");
    expect(within(status).getByText("This is an estimate. Contact us for a detailed quote.")).toBeInTheDocument();
    expect(within(status).getByText("Final quotes may vary based on your specific circumstances.")).toBeInTheDocument();
  });

  it("writes thousands with a separator: business at the default cover and age is exactly ₦1,000 per year", async () => {
    const user = userEvent.setup();
    const { type, submit, status } = renderCalculator();
    await user.selectOptions(type, "Business");
    await user.click(submit);
    expect(within(status).getByText("Estimated yearly premium:", { exact: false })).toHaveTextContent(
      /^Estimated yearly premium: ₦1,000 per year$/,
    );
  });

  it("estimates home cover of ₦100,000 at age 65 as ₦2,080", async () => {
    const user = userEvent.setup();
    const { type, coverage, age, submit, status } = renderCalculator();
    await user.selectOptions(type, "Home");
    await replace(user, coverage, "100000");
    await replace(user, age, "65");
    await user.click(submit);
    expect(within(status).getByText("₦2,080 per year")).toBeInTheDocument();
  });

  it("keeps the shown result while the fields are edited, until the next submit", async () => {
    const user = userEvent.setup();
    const { type, coverage, age, submit, status } = renderCalculator();
    await user.click(submit);

    await user.selectOptions(type, "Business");
    await replace(user, coverage, "200000");
    await replace(user, age, "22");
    expect(within(status).getByText("₦500 per year")).toBeInTheDocument();

    await user.click(submit);
    expect(within(status).getByText("₦6,000 per year")).toBeInTheDocument();
    expect(within(status).queryByText("₦500 per year")).not.toBeInTheDocument();
  });

  it("leaves an out-of-range age to the browser's validation and shows no result", async () => {
    const user = userEvent.setup();
    const { age, submit, status } = renderCalculator();
    await replace(user, age, "17");
    await user.click(submit);
    expect(age).toBeInvalid();
    expect(status).toBeEmptyDOMElement();
  });
});
