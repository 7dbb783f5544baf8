/** Who passkeys are made for: DESK_ORIGIN's host (the relying party's id) and the origin a browser must report. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(deskOrigin: string): RelyingParty {
  return { id: new URL(deskOrigin).hostname, name: "Cowry Shield desk", origin: deskOrigin };
}
