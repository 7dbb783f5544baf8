/** Where a page's sharing picture is: "/" -> "home", "/services/motor-insurance" -> "services-motor-insurance". */
export function shareImageName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replace(/\//g, "-");
}

export const shareImagePath = (pathname: string) => `/share/${shareImageName(pathname)}.png`;
