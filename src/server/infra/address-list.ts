// A list of IP addresses and CIDR ranges, as an operator writes it in one variable
// ("10.0.0.0/8, 192.168.1.20, fd00::/8"): checked when the configuration is read, matched per request.
import { BlockList, isIP } from 'node:net';

/** Why `entry` is not an address or a CIDR range, or undefined when it is one. */
export function addressEntryProblem(entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`;
  if (prefix === undefined) return undefined;
  const longest = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > longest) return `"${entry}" has a prefix length outside 0 to ${longest}`;
  return undefined;
}

/** The comma- or space-separated entries of a list, without blanks. */
export function addressEntries(list: string): string[] {
  return list.split(/[\s,]+/).filter((entry) => entry.length > 0);
}

/** Whether an address (as Node reports a socket's peer) is one of `entries`. */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const allowed = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack socket reports an IPv4 peer as ::ffff:10.1.2.3; the list names it 10.1.2.3.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    if (family === 0) return false;
    return allowed.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
