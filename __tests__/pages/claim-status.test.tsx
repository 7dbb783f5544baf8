import { render, screen } from "@testing-library/react";
import ClaimStatusPage from "../../src/pages/claims/status";

describe("The claim status page", () => {
  it("is a plain form that the browser posts itself to the service, with both fields required", () => {
    render(<ClaimStatusPage />);
    const form = screen.getByRole("form", { name: "Check Your Claim" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/claim-status-links");
    const reference = screen.getByLabelText("Claim reference");
    const email = screen.getByLabelText("E-mail address used on the claim");
    expect([reference.getAttribute("name"), email.getAttribute("name")]).toEqual(["reference", "email"]);
    expect(reference).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Send Me a Link" })).toHaveAttribute("type", "submit");
  });

  describe("opened from a step's e-mail, /claims/status/?reference=REF", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("fills the reference from the address, and leaves the e-mail address for the customer to type", () => {
      window.history.replaceState(null, "", "/claims/status/?reference=CLM-2026-000123");
      render(<ClaimStatusPage />);
      expect(screen.getByLabelText("Claim reference")).toHaveValue("CLM-2026-000123");
      expect(screen.getByLabelText("E-mail address used on the claim")).toHaveValue("");
    });

    it("fills nothing with a reference longer than the field takes", () => {
      window.history.replaceState(null, "", `/claims/status/?reference=${"A".repeat(41)}`);
      render(<ClaimStatusPage />);
      expect(screen.getByLabelText("Claim reference")).toHaveValue("");
    });
  });
});
