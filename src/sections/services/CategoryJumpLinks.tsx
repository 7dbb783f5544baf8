/** Links under the services hero to each category's band: at 375 px the page is many screens long. */
import { css } from "@emotion/react";
import { buttonStyle } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { theme } from "../../styles/theme";

interface Props {
  categories: readonly { jsonId: string; title: string }[];
}

const navStyle = css`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  padding: ${theme.space.md} 0;
  p {
    font-weight: ${theme.fontWeights.bold};
    margin-bottom: ${theme.space.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    list-style: none;
    padding: 0;
  }
`;

export function CategoryJumpLinks({ categories }: Props) {
  return (
    <nav css={navStyle} aria-labelledby="category-jump-links">
      <Container>
        {/* Not a heading: the page's headings stay the categories themselves. */}
        <p id="category-jump-links">Jump to a category</p>
        <ul>
          {categories.map(({ jsonId, title }) => (
            <li key={jsonId}>
              <a href={`#${jsonId}`} css={buttonStyle("secondary")}>
                {title}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
