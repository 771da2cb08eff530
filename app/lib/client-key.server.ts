import { isIPv4, isIPv6 } from "node:net";

/** The eight groups of an IPv6 address, each as a number (an IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => {
    if (text === "") return [];
    const groups = text.split(":");
    const last = groups.at(-1) ?? "";
    if (isIPv4(last)) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups.map((group) => Number.parseInt(group, 16));
  };
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a limit counts a client by: its IPv4 address, or the /64 network of its IPv6 address.
 * A home, a phone or a server is given a whole /64 and may take any address in it at will, so
 * counting IPv6 addresses one by one would count one client as millions. An IPv4 address written
 * as IPv6 (::ffff:192.0.2.1) is the IPv4 one. Undefined when the address is not known.
 */
export function clientKey(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.split("%")[0] ?? "";
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
