/** The frame of every page: skip link, header, main content and footer. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useCompany } from "../../hooks/use-company";
import { ChatWidget } from "../chat/ChatWidget";
import { GlobalStyles } from "../../styles/global";
import { theme } from "../../styles/theme";
import { Footer } from "./Footer";
import { Header } from "./Header";

interface Props {
  children: ReactNode;
}

const skipLinkStyle = css`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 30;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space.sm};
  }
`;

export function Layout({ children }: Props) {
  const { company } = useCompany();
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLinkStyle}>
        Skip to main content
      </a>
      <Header companyName={company.shortName} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      <Footer />
      <ChatWidget whatsappNumber={company.whatsappNumber} />
    </>
  );
}
