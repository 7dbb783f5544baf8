/** The body of a 'not found' page: heading, explanation and one way back. */
import { Button } from "./ui/Button";
import { PageHero } from "./ui/PageHero";

interface Props {
  heading: string;
  intro: string;
  backTo: string;
  backLabel: string;
}

export function NotFound({ heading, intro, backTo, backLabel }: Props) {
  return (
    <PageHero heading={heading} intro={intro}>
      <Button to={backTo}>{backLabel}</Button>
    </PageHero>
  );
}
