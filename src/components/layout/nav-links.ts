/** The site's main navigation, in the order docs/specification.md §2 (Navigation bar) gives. */
export const mainNavLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/claims", label: "Claims" },
  { to: "/careers", label: "Careers" },
] as const;

export const quoteLink = { to: "/contact", label: "Get a Quote" } as const;

export const footerQuickLinks = [
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/claims", label: "Claims" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerInsuranceTypes = [
  "Auto Insurance",
  "Home Insurance",
  "Life Insurance",
  "Business Insurance",
] as const;

export const footerLegalLinks = [
  { to: "/privacy", label: "Privacy Notice" },
  { to: "/terms", label: "Terms of Use" },
] as const;
