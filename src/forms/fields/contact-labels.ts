/** The labels of the fields by which staff reach the visitor again, the same on every form and its result pages. */
export const contactLabels = {
  name: "Full name",
  email: "E-mail address",
  phone: "Phone number",
} as const;
