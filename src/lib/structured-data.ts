/** JSON-LD for search engines, typed with schema-dts: who we are, the FAQ, products and job openings. */
import type {
  BreadcrumbList,
  FAQPage,
  InsuranceAgency,
  JobPosting,
  PostalAddress,
  Service,
  WebSite,
  WithContext,
} from "schema-dts";

/** The fields of the site's GraphQL types (gatsby/hooks/schema.ts, generated into Queries) that the JSON-LD reads. */
export type Office = Pick<Queries.OfficesJson, "name" | "addressLines" | "latitude" | "longitude">;

export type Company = Pick<Queries.CompanyJson, "name" | "description" | "email" | "claimsHotline"> & {
  phones: readonly Pick<Queries.CompanyPhone, "number">[];
  socialLinks: readonly Pick<Queries.SocialLink, "url">[];
};

const CONTEXT = "https://schema.org";

const agencyId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The last address line names the town, optionally with the state ("Abuja, FCT"); the rest is the street. */
export function postalAddress(addressLines: readonly string[]): PostalAddress {
  const town = addressLines.at(-1) ?? "";
  const [locality, region] = town.split(",").map((part) => part.trim());
  return {
    "@type": "PostalAddress",
    streetAddress: addressLines.slice(0, -1).join(", "),
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: "NG",
  };
}

export function insuranceAgency(
  company: Company,
  offices: readonly Office[],
  siteUrl: string,
): WithContext<InsuranceAgency> {
  return {
    "@context": CONTEXT,
    "@type": "InsuranceAgency",
    "@id": agencyId(siteUrl),
    name: company.name,
    description: company.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.phones.map((phone) => phone.number),
    address: postalAddress(offices[0]?.addressLines ?? []),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "claims",
      telephone: company.claimsHotline,
      description: "24/7 claims hotline",
    },
    department: offices.map((office) => ({
      "@type": "InsuranceAgency",
      name: `${company.name}, ${office.name}`,
      address: postalAddress(office.addressLines),
      geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    })),
    sameAs: company.socialLinks.map((link) => link.url),
  };
}

export function webSite(company: Company, siteUrl: string): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: company.name,
    url: `${siteUrl}/`,
    inLanguage: "en-NG",
    publisher: { "@id": agencyId(siteUrl) },
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export function breadcrumbList(
  siteUrl: string,
  crumbs: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${siteUrl}${path}`,
    })),
  };
}

export function insuranceService(
  product: { title: string; description: string; category: string },
  url: string,
  siteUrl: string,
): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: product.title,
    description: product.description,
    serviceType: product.category,
    url,
    areaServed: { "@type": "Country", name: "Nigeria" },
    provider: { "@id": agencyId(siteUrl) },
  };
}

export type Job = Pick<Queries.JobsJson, "title" | "description" | "type" | "datePosted" | "validThrough"> & {
  salary: Pick<Queries.JobSalary, "amount" | "period">;
};

/** The first office in each town a job's location names ("Lagos & Abuja"), as places of work. */
export function officesInLocation(location: string, offices: readonly Office[]): Office[] {
  const seen = new Set<string>();
  return offices.filter((office) => {
    const town = postalAddress(office.addressLines).addressLocality as string;
    if (seen.has(town) || !location.includes(town)) return false;
    seen.add(town);
    return true;
  });
}

const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

export function jobPosting(
  job: Job,
  companyName: string,
  locations: readonly Office[],
  siteUrl: string,
): WithContext<JobPosting> {
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: employmentTypes[job.type.toLowerCase()] ?? "OTHER",
    hiringOrganization: { "@type": "Organization", name: companyName, sameAs: `${siteUrl}/` },
    jobLocation: locations.map((office) => ({ "@type": "Place", address: postalAddress(office.addressLines) })),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "NGN",
      value: { "@type": "QuantitativeValue", value: job.salary.amount, unitText: job.salary.period.toUpperCase() },
    },
    directApply: false,
  };
}
