/** Links under the services hero to each category's band: at 375 px the page is many screens long. */
import { css } from "@emotion/react";
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
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.tapTarget};
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.teal};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    color: ${theme.colors.teal};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.tealLight};
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
              <a href={`#${jsonId}`}>{title}</a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
