import {
  breadcrumbList,
  faqPage,
  insuranceAgency,
  insuranceService,
  jobPosting,
  officesInLocation,
  postalAddress,
  webSite,
} from "../../src/lib/structured-data";

const siteUrl = "https://www.example.ng";
const offices = [
  {
    name: "Head Office",
    addressLines: ["Plot 778, Herbert Macaulay Way", "Central Business District", "Abuja, FCT"],
    latitude: 9.0579,
    longitude: 7.4951,
  },
  {
    name: "Lagos Office",
    addressLines: ["27 Obafemi Awolowo Way", "Ikeja", "Lagos"],
    latitude: 6.6018,
    longitude: 3.3515,
  },
  {
    name: "Wuse Office",
    addressLines: ["Suite 12, 5 Adetokunbo Ademola Crescent", "Wuse II", "Abuja, FCT"],
    latitude: 9.0796,
    longitude: 7.4694,
  },
];
const company = {
  name: "Cowry Shield Insurance Brokers Limited",
  description: "Insurance brokers in Lagos and Abuja.",
  email: "info@example.ng",
  phones: [{ number: "+2348095550142" }, { number: "+2348035550187" }],
  claimsHotline: "+2348025550199",
  socialLinks: [{ url: "https://www.facebook.com/" }, { url: "https://twitter.com/" }],
};

describe("structured data", () => {
  it("splits address lines into street, town and state", () => {
    expect(postalAddress(offices[0]!.addressLines)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Plot 778, Herbert Macaulay Way, Central Business District",
      addressLocality: "Abuja",
      addressRegion: "FCT",
      addressCountry: "NG",
    });
    expect(postalAddress(offices[1]!.addressLines)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "27 Obafemi Awolowo Way, Ikeja",
      addressLocality: "Lagos",
      addressCountry: "NG",
    });
  });

  it("describes the agency with its three offices, phones, e-mail, claims line and social profiles", () => {
    const agency = insuranceAgency(company, offices, siteUrl);
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      "@type": "InsuranceAgency",
      "@id": "https://www.example.ng/#organization",
      name: company.name,
      url: `${siteUrl}/`,
      email: "info@example.ng",
      telephone: ["+2348095550142", "+2348035550187"],
      contactPoint: { "@type": "ContactPoint", contactType: "claims", telephone: "+2348025550199" },
      sameAs: ["https://www.facebook.com/", "https://twitter.com/"],
    });
    expect(agency).toHaveProperty(
      "department",
      offices.map((office) => ({
        "@type": "InsuranceAgency",
        name: `${company.name}, ${office.name}`,
        address: postalAddress(office.addressLines),
        geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
      })),
    );
  });

  it("names the website and its publisher", () => {
    expect(webSite(company, siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: company.name,
      url: `${siteUrl}/`,
      inLanguage: "en-NG",
      publisher: { "@id": "https://www.example.ng/#organization" },
    });
  });

  it("lists FAQ questions with their answers", () => {
    expect(faqPage([{ question: "When does cover start?", answer: "When the premium is paid." }]).mainEntity).toEqual([
      {
        "@type": "Question",
        name: "When does cover start?",
        acceptedAnswer: { "@type": "Answer", text: "When the premium is paid." },
      },
    ]);
  });

  it("numbers breadcrumbs from 1 with full URLs", () => {
    expect(
      breadcrumbList(siteUrl, [
        { name: "Home", path: "" },
        { name: "Services", path: "/services" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: siteUrl },
      { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services` },
    ]);
  });

  it("describes a product as a service of the agency in Nigeria", () => {
    const product = { title: "Motor Insurance", description: "Covers your car.", category: "Property & Casualty" };
    expect(insuranceService(product, `${siteUrl}/services/motor-insurance`, siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Motor Insurance",
      description: "Covers your car.",
      serviceType: "Property & Casualty",
      url: `${siteUrl}/services/motor-insurance`,
      areaServed: { "@type": "Country", name: "Nigeria" },
      provider: { "@id": "https://www.example.ng/#organization" },
    });
  });

  it("places a Lagos & Abuja job at one office in each town", () => {
    expect(officesInLocation("Lagos & Abuja", offices).map((office) => office.name)).toEqual([
      "Head Office",
      "Lagos Office",
    ]);
    expect(officesInLocation("Lagos", offices).map((office) => office.name)).toEqual(["Lagos Office"]);
  });

  it("posts a job with its monthly naira salary, type, dates and locations", () => {
    const job = {
      title: "Sales/Marketing Executive",
      description: "Grow our client base.",
      type: "Full-time",
      datePosted: "2026-11-02",
      validThrough: "2026-12-31",
      salary: { amount: 250000, period: "month" },
    };
    expect(jobPosting(job, company.name, officesInLocation("Lagos & Abuja", offices), siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Sales/Marketing Executive",
      description: "Grow our client base.",
      datePosted: "2026-11-02",
      validThrough: "2026-12-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: company.name, sameAs: `${siteUrl}/` },
      jobLocation: [
        { "@type": "Place", address: postalAddress(offices[0]!.addressLines) },
        { "@type": "Place", address: postalAddress(offices[1]!.addressLines) },
      ],
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "NGN",
        value: { "@type": "QuantitativeValue", value: 250000, unitText: "MONTH" },
      },
      directApply: false,
    });
  });
});
