/** A data-named icon on a soft teal tile, used to head cards and sections. */
import { css } from "@emotion/react";
import { theme } from "../../styles/theme";
import { Icon } from "../../icons/Icon";

const badgeStyle = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tealLight};
  color: ${theme.colors.teal};
`;

interface Props {
  name: string;
}

export function IconBadge({ name }: Props) {
  return (
    <span css={badgeStyle}>
      <Icon name={name} size={26} />
    </span>
  );
}
