/** 'Ready to Get Started?': the closing prompt to ask for a quote or call. */
import { Icon } from "../../icons/Icon";
import { telHref } from "../../lib/phone";
import { Button } from "../../components/ui/Button";
import { Section } from "../../components/ui/Section";
import { theme } from "../../styles/theme";

interface Props {
  phone: string;
}

export function ClosingCallToAction({ phone }: Props) {
  return (
    <Section id="get-started" heading="Ready to Get Started?" tone="dark">
      <p css={{ maxWidth: theme.sizes.prose, fontSize: theme.fontSizes.lg }}>
        Tell us what you want to protect and we will compare insurers and come back with the right cover.
      </p>
      <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md }}>
        <Button to="/contact">Get a Quote</Button>
        <Button to={telHref(phone)} variant="onDark">
          <Icon name="Phone" size={20} />
          Call Us Now
        </Button>
      </div>
    </Section>
  );
}
