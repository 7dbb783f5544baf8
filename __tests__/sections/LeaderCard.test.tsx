import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { initialsOf, LeaderCard } from "../../src/sections/about/LeaderCard";

const person = {
  name: "Folasade Adeyemi",
  role: "Head, Claims",
  bio: "Runs the claims desk that files, follows up and settles clients' claims with insurers.",
};

const photo: IGatsbyImageData = {
  layout: "fixed",
  width: 120,
  height: 120,
  images: { fallback: { src: "/static/folasade-120.jpg", srcSet: "/static/folasade-120.jpg 120w" } },
};

describe("LeaderCard", () => {
  it("shows the initials in a monogram, hidden from screen readers, with name, role and the short line", () => {
    const { container } = render(
      <ul>
        <LeaderCard {...person} />
      </ul>,
    );
    const monogram = container.querySelector("[data-monogram]")!;
    expect(monogram).toHaveTextContent(/^FA$/);
    expect(monogram).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^Folasade Adeyemi$/);
    expect(screen.getByRole("listitem")).toHaveTextContent(`Folasade AdeyemiHead, Claims${person.bio}`);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows a photograph instead when editors supply one", () => {
    const { container } = render(
      <ul>
        <LeaderCard {...person} photo={photo} />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "Photograph of Folasade Adeyemi" })).toBeInTheDocument();
    expect(container.querySelector("[data-monogram]")).toBeNull();
  });
});

describe("initialsOf", () => {
  it.each([
    ["Adaeze Okonkwo", "AO"],
    ["Folasade  Adeyemi ", "FA"],
    ["ibrahim bello", "IB"],
    ["Chinedu Obinna Eze", "CE"],
    ["Ọlá", "Ọ"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
