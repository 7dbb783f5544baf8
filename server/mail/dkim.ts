/**
 * DKIM: every message the service sends is signed with the brokerage's key (nodemailer's `dkim` option) when
 * DKIM_SELECTOR, DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE are set, so Gmail and Yahoo can tell it really comes from
 * the domain in its From (docs/operations.md has the DNS records). The three go together; the domain must be
 * MAIL_FROM's or one it belongs to, since a signature for another domain does nothing for DMARC.
 */
import { createPrivateKey } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error";
import { domainOf } from "./mail-domain";

export interface DkimSettings {
  selector: string;
  domain: string;
  privateKeyFile: string;
}

/** nodemailer's `dkim` option. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const names = { selector: "DKIM_SELECTOR", domain: "DKIM_DOMAIN", privateKeyFile: "DKIM_PRIVATE_KEY_FILE" } as const;

/** The DKIM settings from the environment, none when none is set; the file's path resolved against `root`. */
export function dkimSettings(
  env: Record<string, string | undefined>,
  mailFrom: string,
  root: string,
): DkimSettings | undefined {
  const given = Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, env[name]?.trim() ?? ""]),
  ) as Record<keyof typeof names, string>;
  const missing = Object.entries(names).filter(([key]) => given[key as keyof typeof names] === "");
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new StartupError(
      `DKIM signing needs DKIM_SELECTOR, DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE together; ${missing.map(([, name]) => name).join(" and ")} not set`,
    );
  }
  const domain = given.domain.toLowerCase();
  const fromDomain = domainOf(mailFrom).toLowerCase();
  if (fromDomain !== domain && !fromDomain.endsWith(`.${domain}`)) {
    throw new StartupError(
      `DKIM_DOMAIN is ${domain} but MAIL_FROM's address is at ${fromDomain}: receivers' DMARC checks count only a signature for the From domain (or one it belongs to)`,
    );
  }
  return { selector: given.selector, domain, privateKeyFile: path.resolve(root, given.privateKeyFile) };
}

/** Reads the key at start: a file that cannot be read or holds no private key stops the start, naming it. */
export function dkimSigning({ selector, domain, privateKeyFile }: DkimSettings): DkimSigning {
  let privateKey: string;
  try {
    privateKey = fs.readFileSync(privateKeyFile, "utf8");
  } catch (error) {
    throw new StartupError(`cannot read DKIM_PRIVATE_KEY_FILE ${privateKeyFile}: ${(error as Error).message}`);
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new StartupError(`DKIM_PRIVATE_KEY_FILE ${privateKeyFile} holds no private key in PEM form`);
  }
  return { domainName: domain, keySelector: selector, privateKey };
}
