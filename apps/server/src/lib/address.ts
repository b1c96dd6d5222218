import { isIPv4, isIPv6 } from "node:net";

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or phone gets a whole /64, so counting single addresses would let it rotate freely).
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const last = right.at(-1) ?? left.at(-1) ?? "";
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    (right.length ? right : left).splice(-1, 1, ...groups);
  }
  const missing = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...missing, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
