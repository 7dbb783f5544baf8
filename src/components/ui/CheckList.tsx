/** A bulleted list with tick marks, for benefits, requirements and similar facts. */
import { css } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { theme } from "../../styles/theme";
import { stackedList } from "../../styles/patterns";

interface Props {
  items: readonly string[];
}

const listStyle = css`
  ${stackedList};
  li {
    display: grid;
    grid-template-columns: 1.25rem 1fr;
    gap: ${theme.space.sm};
    align-items: start;
  }
  svg {
    margin-top: 0.2rem;
    color: ${theme.colors.teal};
  }
`;

export function CheckList({ items }: Props) {
  return (
    <ul css={listStyle}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="Check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
