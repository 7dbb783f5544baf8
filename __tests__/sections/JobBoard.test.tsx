import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobBoard } from "../../src/sections/careers/JobBoard";
import type { Job } from "../../src/sections/careers/JobCard";

const departments = [
  { id: "all", label: "All" },
  { id: "sales", label: "Sales" },
  { id: "tech", label: "Tech" },
  { id: "operations", label: "Operations" },
  { id: "support", label: "Support" },
];

const job: Job = {
  jsonId: "sales-marketing-executive",
  title: "Sales/Marketing Executive",
  department: "sales",
  location: "Lagos & Abuja",
  type: "Full-time",
  experience: "2+ years",
  salary: { amount: 250000, period: "month", basis: "gross" },
  validThrough: "2026-12-31",
  description: "Grow our client base.",
  responsibilities: ["Win new clients"],
  requirements: ["B.Sc or HND"],
  benefits: ["Health insurance"],
  applicationEmail: ["careers@example.ng", "hr@example.ng"],
};

function renderBoard() {
  render(<JobBoard departments={departments} jobs={[job]} applicationEmail="info@example.ng" />);
}

/** The visitor's clock; only Date is faked, so user-event's own timers keep running. */
function setVisitorClock(localDateTime: string) {
  jest.useFakeTimers({
    now: new Date(localDateTime),
    doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask", "performance"],
  });
}

beforeEach(() => setVisitorClock("2026-11-23T10:00:00"));
afterEach(() => jest.useRealTimers());

const filter = (name: string) => screen.getByRole("button", { name });

describe("JobBoard", () => {
  it("offers the five department filters with 'All' chosen by default", () => {
    renderBoard();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "All",
      "Sales",
      "Tech",
      "Operations",
      "Support",
    ]);
    expect(filter("All")).toHaveAttribute("aria-pressed", "true");
    expect(filter("Sales")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeInTheDocument();
  });

  it("shows every field of the opening, the salary in naira and an e-mail link to apply", () => {
    renderBoard();
    const facts = Array.from(document.querySelectorAll("dt")).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ["Department", "Sales"],
      ["Location", "Lagos & Abuja"],
      ["Type", "Full-time"],
      ["Experience", "2+ years"],
      ["Salary", "₦250,000 per month (gross)"],
      ["Apply by", "31 December 2026"],
    ]);
    for (const text of ["Grow our client base.", "Win new clients", "B.Sc or HND", "Health insurance"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Apply by E-mail" })).toHaveAttribute(
      "href",
      "mailto:careers@example.ng,hr@example.ng?subject=Application%3A%20Sales%2FMarketing%20Executive",
    );
    expect(screen.getByRole("link", { name: "hr@example.ng" })).toHaveAttribute("href", "mailto:hr@example.ng");
  });

  it("keeps the opening under Sales and shows a clear empty state under Tech", async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(filter("Sales"));
    expect(filter("Sales")).toHaveAttribute("aria-pressed", "true");
    expect(filter("All")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeInTheDocument();

    await user.click(filter("Tech"));
    expect(screen.queryByRole("heading", { name: "Sales/Marketing Executive" })).not.toBeInTheDocument();
    expect(screen.getByText("There are no openings in Tech right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "info@example.ng" })).toHaveAttribute("href", "mailto:info@example.ng");

    await user.click(filter("All"));
    expect(screen.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeInTheDocument();
  });

  it("still lists an opening on its closing day, late in the evening", () => {
    setVisitorClock("2026-12-31T23:59:00");
    renderBoard();
    expect(screen.getByRole("heading", { name: "Sales/Marketing Executive" })).toBeInTheDocument();
  });

  it("drops an opening once its closing day has passed on the visitor's clock, and says there are none", () => {
    setVisitorClock("2027-01-01T00:01:00");
    renderBoard();
    expect(screen.queryByRole("heading", { name: "Sales/Marketing Executive" })).not.toBeInTheDocument();
    expect(screen.getByText("There are no openings right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "info@example.ng" })).toHaveAttribute("href", "mailto:info@example.ng");
  });
});
