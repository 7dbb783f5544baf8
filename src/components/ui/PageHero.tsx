/** The band at the top of a page: its one H1, a short introduction, optional calls to action and the trust facts. */
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { TrustLine } from "../TrustFacts";
import { Container } from "./Container";

interface Props {
  heading: string;
  intro: string;
  children?: ReactNode;
}

const heroStyle = css`
  background: linear-gradient(
    135deg,
    ${theme.colors.primaryDark} 0%,
    ${theme.colors.primary} 60%,
    ${theme.colors.teal} 100%
  );
  color: ${theme.colors.textOnDark};
  padding: ${theme.space.xxl} 0;
  ${mq.md} {
    padding: ${theme.space.xxxl} 0;
  }
  h1 {
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.h1};
    max-width: 20ch;
  }
  p {
    font-size: ${theme.fontSizes.lg};
    max-width: ${theme.sizes.prose};
    color: ${theme.colors.textOnDarkMuted};
  }
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

export function PageHero({ heading, intro, children }: Props) {
  return (
    <div css={heroStyle}>
      <Container>
        <h1>{heading}</h1>
        <p>{intro}</p>
        {children && <div css={actionsStyle}>{children}</div>}
        <TrustLine />
      </Container>
    </div>
  );
}

export const query = graphql`
  fragment PageText on PagesJson {
    title
    description
    heading
    intro
  }
`;
