/** Paths shared by build-time page creation and links in the site. */
/**
 * A page's address as the site links and hosts serve it: with the trailing slash (gatsby-config's
 * trailingSlash "always"); a file such as /404.html keeps its name.
 */
export const canonicalPath = (pathname: string) =>
  pathname.endsWith("/") || /\.\w+$/.test(pathname) ? pathname : `${pathname}/`;

export const productPath = (productId: string) => `/services/${productId}`;

export const categoryAnchor = (categoryId: string) => `/services#${categoryId}`;
