/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { ClaimForm } from "../../src/forms/claim/ClaimForm";

describe("the claim form's static HTML", () => {
  it("carries no last selectable date: it is served long after the build, and hydration would not change it", () => {
    const html = renderToString(<ClaimForm labelledBy="claim-heading" />);
    const dateInput = /<input[^>]*name="incidentDate"[^>]*>/.exec(html)?.[0];
    expect(dateInput).toContain('type="date"');
    expect(dateInput).not.toContain("max=");
  });
});
