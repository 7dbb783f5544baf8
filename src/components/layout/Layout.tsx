/** The frame of every page: skip link, header, main content and footer. */
import { css } from "@emotion/react";
import { Suspense, type ReactNode } from "react";
import { useCompany } from "../../hooks/use-company";
import { ChatWidget } from "../chat/ChatWidget";
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
      <a href="#main" css={skipLinkStyle}>
        Skip to main content
      </a>
      {/* Each region is a Suspense boundary, so React hydrates them in short slices instead of one long
          task that blocks a phone's main thread. A click on a region not yet hydrated hydrates it first. */}
      <Suspense fallback={null}>
        <Header companyName={company.shortName} />
      </Suspense>
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <ChatWidget whatsappNumber={company.whatsappNumber} />
      </Suspense>
    </>
  );
}
