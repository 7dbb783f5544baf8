/**
 * One member of the leadership team: a photograph when editors supply one, otherwise a monogram of their
 * initials (never a drawn face), then name, role and one line on what they look after.
 */
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../components/ui/Picture";
import { surfaceStyle } from "../../components/ui/Card";
import { theme } from "../../styles/theme";

interface Props {
  name: string;
  role: string;
  bio: string;
  photo?: IGatsbyImageData;
}

const PORTRAIT_SIZE = "7.5rem";

const cardStyle = css`
  ${surfaceStyle};
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${theme.space.xs};
  height: 100%;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  h3 {
    margin: ${theme.space.md} 0 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const portraitStyle = css`
  display: block;
  width: ${PORTRAIT_SIZE};
  height: ${PORTRAIT_SIZE};
  border-radius: ${theme.radii.pill};
  overflow: hidden;
`;

/** Navy disc, gold ring and letters: the logo's colours, as a firm's letterhead would set them. */
const monogramStyle = css`
  ${portraitStyle};
  display: grid;
  place-items: center;
  background: ${theme.colors.primary};
  box-shadow:
    inset 0 0 0 4px ${theme.colors.primary},
    inset 0 0 0 6px ${theme.colors.accent};
  color: ${theme.colors.white};
  font-size: 2.25rem;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

const roleStyle = css`
  color: ${theme.colors.teal};
  font-weight: ${theme.fontWeights.bold};
`;

const bioStyle = css`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;

/** A person's initials for a monogram: the first letters of their first and last names ("Adaeze Okonkwo" → "AO"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => Array.from(word)[0]!.toLocaleUpperCase("en-NG")).join("");
}

export function LeaderCard({ name, role, bio, photo }: Props) {
  return (
    <li css={cardStyle}>
      {photo ? (
        <Picture css={portraitStyle} image={photo} alt={`Photograph of ${name}`} />
      ) : (
        <span css={monogramStyle} aria-hidden="true" data-monogram="">
          {initialsOf(name)}
        </span>
      )}
      <h3>{name}</h3>
      <p css={roleStyle}>{role}</p>
      <p css={bioStyle}>{bio}</p>
    </li>
  );
}
