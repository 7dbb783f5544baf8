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

/** The map's height; the placeholder takes the same, so nothing below moves when the map loads. */
const MAP_HEIGHT = "26rem";

/**
 * Until the map loads, a quiet drawing of one: a street grid with a main road across it, in the site's pale
 * tints, under the office's card.
 */
const frameStyle = css`
  display: grid;
  place-items: center;
  min-height: ${MAP_HEIGHT};
  width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background-color: ${theme.colors.sky};
  background-image:
    linear-gradient(115deg, transparent 46%, ${theme.colors.tealLight} 46% 54%, transparent 54%),
    linear-gradient(${theme.colors.white} 4px, transparent 4px),
    linear-gradient(90deg, ${theme.colors.white} 4px, transparent 4px),
    linear-gradient(${theme.colors.white} 1px, transparent 1px),
    linear-gradient(90deg, ${theme.colors.white} 1px, transparent 1px);
  background-size:
    100% 100%,
    120px 120px,
    120px 120px,
    40px 40px,
    40px 40px;
  background-position: center;
  overflow: hidden;
  iframe {
    align-self: stretch;
    justify-self: stretch;
    width: 100%;
    border: 0;
  }
`;

const placeholderStyle = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  margin: ${theme.space.md};
  max-width: 24rem;
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
