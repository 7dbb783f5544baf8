/** Gatsby's runtime for Jest: Link renders its anchor and, like the real one, navigates without a page load. */
import type { MouseEvent, ReactNode } from "react";

const gatsby = jest.requireActual<object>("gatsby");

interface LinkProps {
  to: string;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  [attribute: string]: unknown;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(
    ({
      to,
      children,
      onClick,
      activeClassName: _class,
      activeStyle: _style,
      partiallyActive: _partial,
      ...rest
    }: LinkProps) => (
      <a
        href={to}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
        }}
        {...rest}
      >
        {children}
      </a>
    ),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
