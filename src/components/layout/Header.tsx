/** Site header: logo, main links and the highlighted quote button; a toggle menu on small screens. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { Icon } from "../../icons/Icon";
import { useCallback, useRef, useState } from "react";
import { useEscapeToClose } from "../../hooks/use-escape-to-close";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { buttonStyle, smallButtonStyle } from "../ui/Button";
import { containerStyle } from "../ui/Container";
import { Logo } from "./Logo";
import { mainNavLinks, quoteLink } from "./nav-links";

interface Props {
  companyName: string;
}

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.border};
`;

const barStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.sizes.headerHeight};
  gap: ${theme.space.md};
`;

const toggleStyle = css`
  ${smallButtonStyle};
  min-width: ${theme.sizes.tapTarget};
  color: ${theme.colors.primary};
  ${mq.md} {
    display: none;
  }
`;

const menuStyle = css`
  display: none;
  &[data-open="true"] {
    display: flex;
  }
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
  list-style: none;
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.raised};
  ${mq.md} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  &:hover {
    color: ${theme.colors.teal};
  }
  &[aria-current="page"] {
    color: ${theme.colors.teal};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

const quoteItemStyle = css`
  margin-top: ${theme.space.sm};
  ${mq.md} {
    margin: 0 0 0 ${theme.space.sm};
  }
`;

export function Header({ companyName }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, toggleRef);

  return (
    <header css={headerStyle}>
      <div css={[containerStyle, barStyle]} data-header-bar="">
        <Logo name={companyName} />
        <nav aria-label="Main">
          <button
            ref={toggleRef}
            type="button"
            data-needs-js=""
            css={toggleStyle}
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? <Icon name="X" size={22} /> : <Icon name="Menu" size={22} />}
            Menu
          </button>
          <ul id="main-menu" css={menuStyle} data-open={open} data-menu="">
            {mainNavLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} css={linkStyle} onClick={close}>
                  {label}
                </Link>
              </li>
            ))}
            <li css={quoteItemStyle}>
              <Link to={quoteLink.to} css={buttonStyle("accent")} onClick={close}>
                {quoteLink.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
