/** Phone numbers are stored in E.164 (+234...); visitors read them in the national form they dial. */
const NIGERIA = "+234";

export function formatPhone(e164: string): string {
  if (!e164.startsWith(NIGERIA) || e164.length !== 14) return e164;
  const national = `0${e164.slice(NIGERIA.length)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}
