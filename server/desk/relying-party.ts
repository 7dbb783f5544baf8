/** Who passkeys are made for: PUBLIC_ORIGIN's host (the relying party's id) and the origin a browser must report. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  return { id: new URL(publicOrigin).hostname, name: "Cowry Shield desk", origin: publicOrigin };
}
