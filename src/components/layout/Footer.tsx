/** Site footer: quick links, insurance types, the three offices, contact lines, social links and copyright. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useCompany } from "../../hooks/use-company";
import { useVisitorNow } from "../../hooks/use-visitor-now";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { formatPhone, telHref } from "../../lib/phone";
import { containerStyle } from "../ui/Container";
import { Logo } from "./Logo";
import { footerInsuranceTypes, footerLegalLinks, footerQuickLinks } from "./nav-links";
import { SocialLinks } from "./SocialLinks";

/** Room under the last line for the floating chat button, so at the end of the page it covers nothing. */
const chatButtonRoom = `calc(${theme.sizes.chatToggle} + 2 * ${theme.space.md})`;

const footerStyle = css`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.textOnDarkMuted};
  padding: ${theme.space.xxl} 0 ${chatButtonRoom};
  h2 {
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }
  a {
    color: ${theme.colors.white};
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
  ul {
    list-style: none;
    padding: 0;
  }
  address {
    font-style: normal;
  }
`;

/** On phones the two short link lists sit side by side; the other columns take the full width. */
const columnsStyle = css`
  display: grid;
  gap: ${theme.space.xl} ${theme.space.lg};
  grid-template-columns: 1fr 1fr;
  /* On phones the floating chat button passes over the right edge while scrolling: keep the links out of it.
     The rule and copyright below still span the full width. */
  padding-right: ${chatButtonRoom};
  ${mq.md} {
    padding-right: 0;
  }
  > :nth-child(1),
  > :nth-child(4),
  > :nth-child(5) {
    grid-column: 1 / -1;
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.6fr 1.2fr;
    > :nth-child(n) {
      grid-column: auto;
    }
  }
`;

const linkListStyle = css`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.tapTarget};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const officeStyle = css`
  margin-bottom: ${theme.space.md};
  strong {
    color: ${theme.colors.white};
  }
`;

const bottomStyle = css`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.fontSizes.sm};
`;

const contactLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
`;

interface LinkListProps {
  links: readonly { to: string; label: string }[];
  /** Set through the css prop. */
  className?: string;
}

/** A list of links to the site's own pages, each under its label. */
function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { company, offices, buildYear } = useCompany();
  // The build year until hydration, then the visitor's: a page built in December is right in January.
  const year = useVisitorNow()?.getFullYear() ?? buildYear;
  const mainPhone = company.phones[0]!;
  return (
    <footer css={footerStyle}>
      <div css={containerStyle}>
        <div css={columnsStyle}>
          <div>
            <Logo name={company.shortName} tone="onDark" />
            <p>{company.tagline}</p>
            <SocialLinks companyName={company.shortName} links={company.socialLinks} />
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">Quick Links</h2>
            <LinkList css={linkListStyle} links={footerQuickLinks} />
          </nav>
          <nav aria-labelledby="footer-insurance-types">
            <h2 id="footer-insurance-types">Insurance Types</h2>
            <ul css={linkListStyle}>
              {footerInsuranceTypes.map((label) => (
                <li key={label}>
                  <Link to="/services">{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>Our Offices</h2>
            {offices.map((office) => (
              <address key={office.jsonId} css={officeStyle}>
                <strong>{office.name}</strong>
                {office.addressLines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            ))}
          </div>
          <div>
            <h2>Contact</h2>
            <address>
              <a css={contactLinkStyle} href={telHref(mainPhone.number)}>
                {formatPhone(mainPhone.number)}
              </a>
              <br />
              <a css={contactLinkStyle} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </address>
          </div>
        </div>
        <div css={bottomStyle}>
          <p>
            © {year} {company.name}. All rights reserved. Licensed by the National Insurance Commission (NAICOM).
          </p>
          <LinkList
            css={[linkListStyle, { display: "flex", flexWrap: "wrap", gap: theme.space.lg, margin: 0 }]}
            links={footerLegalLinks}
          />
        </div>
      </div>
    </footer>
  );
}
