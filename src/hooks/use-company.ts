/** The company's name, contact lines, trust facts and offices from data/company.json and data/offices.json. */
import { graphql, useStaticQuery } from "gatsby";

export function useCompany() {
  const data = useStaticQuery<Queries.UseCompanyQuery>(graphql`
    query UseCompany {
      companyJson {
        name
        shortName
        tagline
        description
        email
        phones {
          label
          number
        }
        whatsappNumber
        claimsHotline
        claimsEmail
        socialLinks {
          network
          url
        }
        trust {
          naicomLicence
          ncribMembership
          foundedYear
          insurersPlacedWith
          promise
        }
      }
      allOfficesJson {
        nodes {
          jsonId
          name
          addressLines
          latitude
          longitude
        }
      }
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  return {
    company: data.companyJson!,
    offices: data.allOfficesJson.nodes,
    buildYear: Number(data.site!.buildTime),
  };
}
