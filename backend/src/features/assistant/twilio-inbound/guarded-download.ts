import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses no download may reach: the machine itself, private networks, link-local (cloud metadata). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class DownloadRefused extends Error {
  constructor(reason: string) {
    super(`The media download was refused: ${reason}`);
    this.name = 'DownloadRefused';
  }
}

type Resolve = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A DNS lookup for the connection itself that refuses private addresses: the address checked is
 * the one connected to, so a name that resolves differently a second time cannot slip past.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error);
      if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address)))
        return callback(new DownloadRefused(`${hostname} resolves to a private address`));
      if (options?.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  }) as LookupFunction;
}

export interface DownloadPolicy {
  /** Whether a URL (the first, or one redirected to) may be fetched at all. */
  allowed(url: URL): boolean;
  /** Whether a URL is the configured stand-in, which may live on a private address (tests, staging). */
  trusted(url: URL): boolean;
  /** Headers for a URL: the credentials go only where they belong. */
  headers(url: URL): Record<string, string>;
  maxBytes: number;
  maxRedirects: number;
  timeoutMs: number;
}

interface Hop {
  redirect: URL | null;
  body: Buffer | null;
}

function get(url: URL, policy: DownloadPolicy, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: policy.headers(url), signal, ...(policy.trusted(url) ? {} : { lookup: publicOnlyLookup() }) },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: new URL(response.headers.location, url), body: null });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new Error(`The media host answered ${status}`));
        }
        if (Number(response.headers['content-length'] ?? 0) > policy.maxBytes) {
          response.destroy();
          return reject(new DownloadRefused('the file is too large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted as it arrives: a body without a length, or with a false one, stops at the cap.
          if (size > policy.maxBytes) {
            response.destroy();
            reject(new DownloadRefused('the file is too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ redirect: null, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Downloads a file into memory under a policy: every address (the first and each redirect) must be
 * allowed, no connection goes to a private address unless it is the configured stand-in, at most
 * `maxRedirects` redirects are followed, and the body stops at `maxBytes`.
 */
export async function guardedDownload(first: URL, policy: DownloadPolicy): Promise<Buffer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = first;
  for (let hops = 0; hops <= policy.maxRedirects; hops += 1) {
    if (!policy.allowed(url)) throw new DownloadRefused(`${url.host} is not a media host`);
    const hop = await get(url, policy, signal);
    if (hop.body) return hop.body;
    url = hop.redirect as URL;
  }
  throw new DownloadRefused('too many redirects');
}
