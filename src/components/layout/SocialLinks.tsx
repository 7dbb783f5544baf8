/** The four social profile links, each an icon with an accessible name. */
import { css } from "@emotion/react";
import { theme } from "../../styles/theme";
import { Icon } from "../../icons/Icon";

interface Props {
  companyName: string;
  links: readonly { network: string; url: string }[];
}

const listStyle = css`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.sizes.tapTarget};
    height: ${theme.sizes.tapTarget};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
  a:hover {
    background: ${theme.colors.teal};
  }
`;

export function SocialLinks({ companyName, links }: Props) {
  return (
    <ul css={listStyle}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a href={url} aria-label={`${companyName} on ${network}`}>
            <Icon name={network} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
