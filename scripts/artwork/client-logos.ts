export interface ClientLogo {
  slug: string;
  name: string;
  wordmark: string;
  tagline: string;
  wordmarkSize: number;
  mark: string;
}

const ink = "#334E68";
const font = "Arial, Helvetica, sans-serif";

export const clientLogos: ClientLogo[] = [
  {
    slug: "nimbus-data-systems",
    name: "Nimbus Data Systems",
    wordmark: "Nimbus",
    tagline: "DATA SYSTEMS",
    wordmarkSize: 26,
    mark: `<path d="M20,54 H56 A11,11 0 0 0 56,32 A15,15 0 0 0 28,28 A13,13 0 0 0 20,54 Z" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linejoin="round"/>
      <path d="M30,44 L40,38 L50,44" fill="none" stroke="${ink}" stroke-width="2.5"/>
      <circle cx="30" cy="44" r="4" fill="${ink}"/><circle cx="40" cy="38" r="4" fill="${ink}"/><circle cx="50" cy="44" r="4" fill="${ink}"/>
      <path d="M30,60 V68 M40,60 V72 M50,60 V68" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "harbor-trust-finance",
    name: "Harbor Trust Finance",
    wordmark: "Harbor Trust",
    tagline: "FINANCE",
    wordmarkSize: 21,
    mark: `<rect x="12" y="12" width="56" height="56" rx="14" fill="none" stroke="${ink}" stroke-width="3.5"/>
      <circle cx="40" cy="24" r="5" fill="none" stroke="${ink}" stroke-width="3.5"/>
      <path d="M40,29 V58 M30,36 H50 M24,46 C26,56 34,59 40,59 C46,59 54,56 56,46" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
      <path d="M20,48 L24,42 L29,48 Z M60,48 L56,42 L51,48 Z" fill="${ink}"/>`,
  },
  {
    slug: "meridian-advisory",
    name: "Meridian Advisory",
    wordmark: "Meridian",
    tagline: "ADVISORY",
    wordmarkSize: 26,
    mark: `<circle cx="40" cy="40" r="26" fill="none" stroke="${ink}" stroke-width="4"/>
      <ellipse cx="40" cy="40" rx="11" ry="26" fill="none" stroke="${ink}" stroke-width="3"/>
      <path d="M14,40 H66 M19,27 H61 M19,53 H61" fill="none" stroke="${ink}" stroke-width="2.5"/>
      <path d="M40,6 L43,12 L40,18 L37,12 Z" fill="${ink}"/>`,
  },
  {
    slug: "savanna-freight",
    name: "Savanna Freight",
    wordmark: "Savanna",
    tagline: "FREIGHT",
    wordmarkSize: 26,
    mark: `<path d="M14,32 C18,22 30,20 40,22 C50,19 62,22 66,30 C60,34 50,33 42,34 C34,35 22,36 14,32 Z" fill="${ink}"/>
      <path d="M40,34 V58 M40,44 L30,34 M40,46 L52,34" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
      <path d="M10,60 H70" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>
      <path d="M18,68 H46 M52,68 H62" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "baobab-microfinance",
    name: "Baobab Microfinance",
    wordmark: "Baobab",
    tagline: "MICROFINANCE",
    wordmarkSize: 26,
    mark: `<circle cx="40" cy="40" r="28" fill="none" stroke="${ink}" stroke-width="3"/>
      <path d="M30,62 C33,52 33,42 32,32 H48 C47,42 47,52 50,62 Z" fill="${ink}"/>
      <path d="M34,32 L27,25 M38,32 L36,21 M42,32 L44,21 M46,32 L53,25" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
      <circle cx="26" cy="24" r="4" fill="${ink}"/><circle cx="35.5" cy="19" r="4" fill="${ink}"/><circle cx="44.5" cy="19" r="4" fill="${ink}"/><circle cx="54" cy="24" r="4" fill="${ink}"/>
      <path d="M27,62 H53" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "lumen-tech-labs",
    name: "Lumen Tech Labs",
    wordmark: "Lumen",
    tagline: "TECH LABS",
    wordmarkSize: 26,
    mark: `<path d="M40,20 A16,16 0 0 1 50,48 V54 H30 V48 A16,16 0 0 1 40,20 Z" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M32,60 H48 M35,66 H45" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>
      <path d="M40,30 V44 M35,36 L40,30 L45,36" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M40,6 V12 M18,14 L22,18 M62,14 L58,18 M10,34 H16 M64,34 H70" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>`,
  },
];

export function logoSvg(logo: ClientLogo): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-labelledby="${logo.slug}-title">
  <title id="${logo.slug}-title">${logo.name}</title>
  <g>${logo.mark}</g>
  <text x="82" y="42" font-family="${font}" font-size="${logo.wordmarkSize}" font-weight="700" fill="${ink}">${logo.wordmark}</text>
  <text x="83" y="60" font-family="${font}" font-size="10.5" font-weight="400" letter-spacing="2.4" fill="${ink}">${logo.tagline}</text>
</svg>
`;
}
