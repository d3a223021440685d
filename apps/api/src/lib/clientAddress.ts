// The caller's network address for per-address limits: the peer, or, behind a trusted proxy (TRUST_PROXY, by default
// one on this machine), the address that proxy saw; X-Forwarded-For entries written before a trusted proxy are forgeable.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Which peers are proxies whose X-Forwarded-* headers we believe: proxy-addr's names ("loopback") or addresses/CIDRs. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const DEFAULT_TRUST_PROXY = 'loopback';

/** Compiles TRUST_PROXY ("loopback", "10.0.0.0/8, 192.168.1.2", "none"); throws in words on a bad entry. */
export function compileTrust(setting: string): ProxyTrust {
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return () => false;
  return proxyAddr.compile(entries);
}

const defaultTrust = compileTrust(DEFAULT_TRUST_PROXY);

export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trust: ProxyTrust = defaultTrust,
): string {
  if (!req.socket.remoteAddress) return 'unknown';
  // Node joins repeated headers with ", "; a hand-built request may hold an array.
  const header = req.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? { ...req.headers, 'x-forwarded-for': header.join(', ') } : req.headers;
  return proxyAddr({ headers: forwarded, socket: req.socket } as IncomingMessage, trust);
}
