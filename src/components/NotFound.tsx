/** The body of a 'not found' page: heading, explanation and one way back. */
import { Button } from "./ui/Button";
import { PageHero, type PageArtwork } from "./ui/PageHero";

interface Props {
  heading: string;
  intro: string;
  artwork: PageArtwork;
  backTo: string;
  backLabel: string;
}

/** The way back from a page that does not exist, and from a product that does not. */
export const backHome = { backTo: "/", backLabel: "Go to the Home Page" } as const;
export const backToServices = { backTo: "/services", backLabel: "Back to Services" } as const;

export function NotFound({ heading, intro, artwork, backTo, backLabel }: Props) {
  return (
    <PageHero heading={heading} intro={intro} artwork={artwork}>
      <Button to={backTo}>{backLabel}</Button>
    </PageHero>
  );
}
