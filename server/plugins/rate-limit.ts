/**
 * Rate limits, set route by route (`config.rateLimit`): none applies unless a route asks for one. Each counts per
 * address, an IPv6 address by its /64, the block a home, an office or a phone is given whole (RFC 6177): counted
 * one by one, a single subscriber would have 2^64 tries. An IPv4-mapped IPv6 address (a dual-stack socket's way of
 * writing IPv4) counts as its IPv4 address.
 */
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { isIPv6 } from "node:net";

/** An IPv6 address's eight groups, its `::` filled, a dotted IPv4 ending made two groups. */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(withoutZone);
  const hex = dotted
    ? withoutZone.slice(0, dotted.index) +
      [
        ((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16),
        ((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16),
      ].join(":")
    : withoutZone;
  const [head, tail] = hex.split("::") as [string, string | undefined];
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The address a limit counts a request's by: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4. */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false, keyGenerator: (request) => rateLimitKey(request.ip) });
  },
  { name: "rate-limit" },
);
