/** What the trust line under every page heading reads through useStaticQuery (src/components/TrustFacts.tsx). */
import { useStaticQuery } from "gatsby";

export function mockTrustLineQuery() {
  jest.mocked(useStaticQuery).mockReturnValue({
    companyJson: {
      trust: {
        naicomLicence: "RIB/2011/0147",
        ncribMembership: "NCRIB/M/0386",
        foundedYear: 2011,
        insurersPlacedWith: 18,
        promise: "We handle your claim with the insurer",
      },
    },
    allOfficesJson: { nodes: [] },
    site: { buildTime: "2026" },
  });
}
