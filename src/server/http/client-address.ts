// The client's address for rate limits. X-Forwarded-For is a list each proxy appends to; only the
// entries written by our own proxies can be believed, so the client is the right-most entry that
// none of the `hops` trusted proxies is responsible for. Anything further left is the client's claim.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Pure: the chain is the forwarded entries then the socket peer; skip `hops` trusted proxies from the right. */
export function pickClientAddress(forwardedFor: string | undefined, socket: string | undefined, hops: number): string | undefined {
  if (hops <= 0) return socket;
  const forwarded = (forwardedFor ?? '')
    .slice(0, 4096)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = socket ? [...forwarded, socket] : forwarded;
  // With fewer entries than trusted hops the request did not come through all our proxies: the
  // left-most entry is still the best we know and is never an address the client chose freely
  // beyond what our own proxies recorded.
  const index = Math.max(0, chain.length - 1 - hops);
  return chain[index];
}

export function clientAddress(c: Context, hops: number): string | undefined {
  return pickClientAddress(c.req.header('x-forwarded-for'), socketAddress(c), hops);
}
