import { render, screen, within } from "@testing-library/react";
import { Section } from "../../src/components/ui/Section";

describe("Section", () => {
  it("names the band by its heading and shows a picture it is given between the introduction and the content", () => {
    render(
      <Section id="business" heading="Business" intro="Cover for your company." media={<img src="/b.avif" alt="" />}>
        <ul>
          <li>Money Insurance</li>
        </ul>
      </Section>,
    );
    const band = screen.getByRole("region", { name: "Business" });
    const order = Array.from(band.querySelectorAll("h2, p, img, ul"), (element) => element.tagName.toLowerCase());
    expect(order).toEqual(["h2", "p", "img", "ul"]);
    expect(within(band).getByText("Money Insurance")).toBeInTheDocument();
  });

  it("shows no picture frame without a picture", () => {
    render(
      <Section id="faq" heading="Questions">
        <p>Answers</p>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Questions" }).querySelector("img")).toBeNull();
  });
});
