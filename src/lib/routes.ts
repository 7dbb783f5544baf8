/** Paths shared by build-time page creation and links in the site. */
export const productPath = (productId: string) => `/services/${productId}`;

export const categoryAnchor = (categoryId: string) => `/services#${categoryId}`;
