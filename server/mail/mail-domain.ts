/** The domain of MAIL_FROM's address (`"Name" <no-reply@cowryshield.com.ng>`), which names the messages the service makes. */
export function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}
