/** Gatsby's runtime for Jest: real Link markup without the router, and queries that tests supply. */
import type { ReactNode } from "react";

const gatsby = jest.requireActual("gatsby");

interface LinkProps {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  [attribute: string]: unknown;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, children, activeClassName: _class, activeStyle: _style, partiallyActive: _partial, ...rest }: LinkProps) => (
    <a href={to} {...rest}>
      {children}
    </a>
  )),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
