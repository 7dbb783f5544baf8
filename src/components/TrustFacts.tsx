/**
 * The line of facts under every page heading that says who stands behind the site: licence, membership, years in
 * business, insurers and a plain promise, all from data/company.json. The years come from the visitor's clock
 * once the page has started ("Since 2011" until then), so a page built years ago still counts right.
 */
import { css } from "@emotion/react";
import { Icon } from "../icons/Icon";
import { mq } from "../styles/mq";
import { theme } from "../styles/theme";
import { useCompany } from "../hooks/use-company";
import { useVisitorNow } from "../hooks/use-visitor-now";

export interface Trust {
  naicomLicence: string;
  ncribMembership: string;
  foundedYear: number;
  insurersPlacedWith: number;
  promise: string;
}

interface Props {
  trust: Trust;
  /** The visitor's clock; null in the static HTML. */
  now: Date | null;
}

/** Kept to the text column: on wide screens the hero's right half holds its artwork. */
const listStyle = css`
  max-width: ${theme.sizes.prose};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md} 0 0;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textOnDark};
  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${theme.colors.accent};
  }
  li:last-child {
    grid-column: 1 / -1;
    font-weight: ${theme.fontWeights.bold};
  }
  ${mq.md} {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
  }
`;

/** Whole years from the founding year to the visitor's year; never less than one once the firm has started. */
export function yearsInBusiness(foundedYear: number, now: Date): number {
  return Math.max(1, now.getFullYear() - foundedYear);
}

export function TrustFacts({ trust, now }: Props) {
  const { naicomLicence, ncribMembership, foundedYear, insurersPlacedWith, promise } = trust;
  const years = now ? yearsInBusiness(foundedYear, now) : null;
  const facts = [
    `NAICOM licence ${naicomLicence}`,
    `NCRIB member ${ncribMembership}`,
    years ? `${years} ${years === 1 ? "year" : "years"} in business` : `In business since ${foundedYear}`,
    `Cover placed with ${insurersPlacedWith} insurers`,
    promise,
  ];
  return (
    <ul css={listStyle} aria-label="Why you can trust us">
      {facts.map((fact, index) => (
        <li key={index}>
          <Icon name="ShieldCheck" size={16} />
          {fact}
        </li>
      ))}
    </ul>
  );
}

/**
 * The facts as every hero shows them. It reads the clock itself, as a leaf: were the hero or page to hold that
 * state, its update would reach the page's bands before React had hydrated them, and React would throw their
 * server HTML away (error 421).
 */
export function TrustLine() {
  const { company } = useCompany();
  return <TrustFacts trust={company.trust} now={useVisitorNow()} />;
}
