/** Site header: logo, main links and the highlighted quote button; a toggle menu on small screens. */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { Icon } from "../../icons/Icon";
import { useEffect, useRef, useState } from "react";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { buttonStyle, smallButtonStyle } from "../ui/Button";
import { containerStyle } from "../ui/Container";
import { Logo } from "./Logo";
import { mainNavLinks, quoteLink } from "./nav-links";

interface Props {
  companyName: string;
}

/**
 * Sticky where the menu folds into a popover. A browser without popovers wraps every link in the bar (about
 * 160 px on a phone), which would stay over a fifth of its screen: there the header scrolls away with the page.
 */
const headerStyle = css`
  position: relative;
  z-index: 20;
  @supports selector(:popover-open) {
    position: sticky;
    top: 0;
  }
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.border};
`;

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.sizes.headerHeight};
  gap: ${theme.space.md};
`;

/** Below md, where the toggle and the menu's popover take over from the links in the bar. */
const belowMd = `@media (max-width: ${theme.breakpoints.md - 0.02}px)`;

/**
 * The menu is an HTML popover, so the toggle opens and closes it (and Escape and a click elsewhere close it)
 * with scripts off too. A browser without popovers (before 2024) shows no toggle: the links wrap in the bar.
 * It drops every rule whose selector names :popover-open, which is what keeps the popover's rules from it.
 */
const toggleStyle = css`
  ${smallButtonStyle};
  display: none;
  color: ${theme.colors.primary};
  ${belowMd} {
    &:not(:popover-open) {
      display: inline-flex;
    }
  }
`;

/** Open, the list is in the top layer, placed against the viewport: just below the sticky bar. */
const menuStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  list-style: none;
  &:popover-open {
    inset: calc(${theme.sizes.headerHeight} + 1px) 0 auto;
    width: auto;
    max-height: calc(100vh - ${theme.sizes.headerHeight} - 1px);
    flex-direction: column;
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
    background: ${theme.colors.white};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.raised};
  }
  ${belowMd} {
    &:not(:popover-open) {
      display: none;
    }
  }
  ${mq.md} {
    position: static;
    align-items: center;
    overflow: visible;
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
  // Unknown until the app runs: the server's HTML leaves aria-expanded to the browser, which knows the popover's state.
  const [open, setOpen] = useState<boolean>();
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const menu = menuRef.current!;
    const followMenu = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", followMenu);
    setOpen(typeof menu.showPopover === "function" && menu.matches(":popover-open"));
    return () => menu.removeEventListener("toggle", followMenu);
  }, []);

  useEffect(() => {
    const menu = menuRef.current!;
    // Only a browser with popovers (2024 on, all with MediaQueryList events) has a menu to close.
    if (typeof menu.showPopover !== "function") return;
    // Open, the list sits in the top layer, out of the bar: a phone's menu left open as the window widens past md
    // (a tablet turned) is closed, so its links are back in the bar. Without scripts it stays open until dismissed.
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.md}px)`);
    const closeWhenWide = () => {
      if (wide.matches && menu.matches(":popover-open")) menu.hidePopover();
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);

  const close = () => {
    if (open) menuRef.current!.hidePopover();
  };

  return (
    <header css={headerStyle}>
      <div css={[containerStyle, barStyle]}>
        <Logo name={companyName} />
        <nav aria-label="Main">
          <button type="button" popovertarget="main-menu" css={toggleStyle} aria-expanded={open}>
            {open ? <Icon name="X" size={22} /> : <Icon name="Menu" size={22} />}
            Menu
          </button>
          <ul ref={menuRef} id="main-menu" popover="auto" css={menuStyle}>
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
