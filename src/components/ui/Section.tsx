/** A page band with an optional heading; `tone` picks its background. */
import { css } from "@emotion/react";
import { Suspense, type ReactNode } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { Container } from "./Container";
import { IconBadge } from "./IconBadge";
import { iconRow } from "../../styles/patterns";

type Tone = "plain" | "muted" | "dark";

interface Props {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: Tone;
  /** A data-named icon shown beside the heading. */
  icon?: string;
  /** A picture beside the heading and introduction from md, under them on narrower screens. */
  media?: ReactNode;
  children: ReactNode;
}

const toneStyles: Record<Tone, ReturnType<typeof css>> = {
  plain: css`
    background: ${theme.colors.white};
  `,
  muted: css`
    background: ${theme.colors.surface};
  `,
  dark: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnDark};
    h2,
    h3 {
      color: ${theme.colors.textOnDark};
    }
    :focus-visible {
      outline-color: ${theme.colors.focusOnDark};
    }
  `,
};

const sectionStyle = css`
  padding: ${theme.space.xxl} 0;
  ${mq.md} {
    padding: ${theme.space.xxxl} 0;
  }
`;

const headingRowStyle = css`
  ${iconRow};
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
  }
`;

const introStyle = css`
  max-width: ${theme.sizes.prose};
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space.xl};
`;

const withMediaStyle = css`
  ${mq.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
    column-gap: ${theme.space.xxl};
    align-items: center;
    margin-bottom: ${theme.space.xl};
    p {
      margin-bottom: 0;
    }
  }
`;

/** Under the introduction on narrower screens, cut to a lower band so it does not push the cards far down. */
const mediaStyle = css`
  max-width: 28rem;
  margin-bottom: ${theme.space.xl};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
  }
  ${mq.md} {
    max-width: none;
    margin-bottom: 0;
    img {
      aspect-ratio: auto;
    }
  }
`;

export function Section({ id, heading, intro, tone = "plain", icon, media, children }: Props) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  const header = (
    <>
      {heading && (
        <div css={headingRowStyle}>
          {icon && <IconBadge name={icon} />}
          <h2 id={headingId} css={{ fontSize: theme.fontSizes.h2 }}>
            {heading}
          </h2>
        </div>
      )}
      {intro && <p css={introStyle}>{intro}</p>}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} css={[sectionStyle, toneStyles[tone]]}>
      {/* A Suspense boundary per band lets React hydrate the page in short slices rather than one long
          task that blocks a phone's main thread; the server HTML stays in place until then. */}
      <Suspense fallback={null}>
        <Container>
          {media ? (
            <div css={withMediaStyle}>
              <div>{header}</div>
              <div css={mediaStyle}>{media}</div>
            </div>
          ) : (
            header
          )}
          {children}
        </Container>
      </Suspense>
    </section>
  );
}
