/**
 * The office map. The third-party map loads only when the visitor asks for it: it costs mobile data and
 * shares the visitor's address with the map provider, so it should be their choice.
 */
import { css } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { useState } from "react";
import { directionsUrl, mapEmbedUrl } from "../../lib/maps";
import { theme } from "../../styles/theme";
import { buttonStyle } from "../../components/ui/Button";

interface Props {
  title: string;
  office: { name: string; addressLines: readonly string[]; latitude: number; longitude: number };
}

const frameStyle = css`
  display: grid;
  place-items: center;
  min-height: 20rem;
  width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: repeating-linear-gradient(45deg, ${theme.colors.sky} 0 12px, ${theme.colors.white} 12px 24px);
  overflow: hidden;
  iframe {
    width: 100%;
    height: 26rem;
    border: 0;
  }
`;

const placeholderStyle = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  margin: ${theme.space.md};
  text-align: center;
  background: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  svg {
    color: ${theme.colors.teal};
  }
  p {
    margin: 0;
  }
  button {
    border: 0;
    cursor: pointer;
  }
`;

export function OfficeMap({ title, office }: Props) {
  const [showMap, setShowMap] = useState(false);
  return (
    <div css={frameStyle}>
      {showMap ? (
        <iframe title={title} src={mapEmbedUrl(office)} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div css={placeholderStyle}>
          <Icon name="MapPin" size={32} />
          <p>
            <strong>{office.name}</strong>
            <br />
            {office.addressLines.join(", ")}
          </p>
          <button type="button" css={buttonStyle("primary")} onClick={() => setShowMap(true)} data-needs-js="">
            Show Map
          </button>
          <p css={{ fontSize: theme.fontSizes.sm }}>The map is loaded from OpenStreetMap when you choose to see it.</p>
          <a href={directionsUrl(office)}>Get directions</a>
        </div>
      )}
    </div>
  );
}
