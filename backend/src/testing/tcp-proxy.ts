import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A loopback TCP proxy a test can break: `cut()` ends every connection and refuses new ones (a
 * server that went away), `blackhole()` accepts connections and never forwards a byte (a server
 * that hangs), `restore()` forwards again. Lets the real drivers meet real network faults.
 */
export interface TcpProxy {
  port: number;
  url(scheme: string, path?: string): string;
  cut(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number } | null): Promise<TcpProxy> {
  let mode: 'forward' | 'cut' | 'blackhole' = target ? 'forward' : 'cut';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'cut' || !target) {
      client.destroy();
      return;
    }
    if (mode === 'blackhole') {
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    url: (scheme, path = '') => `${scheme}://127.0.0.1:${port}${path}`,
    cut: () => {
      mode = 'cut';
      dropAll();
    },
    blackhole: () => {
      mode = 'blackhole';
      dropAll();
    },
    restore: () => {
      mode = target ? 'forward' : 'cut';
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Host and port of a mongodb:// or esdb:// URL with a single host, for putting a proxy in front of it. */
export function singleHost(url: string): { host: string; port: number } | null {
  const match = /^[a-z+]+:\/\/(?:[^@/]*@)?([^:/,?]+)(?::(\d+))?(?:[/?]|$)/i.exec(url);
  if (!match) return null;
  return { host: match[1], port: Number(match[2] ?? (url.startsWith('mongodb') ? 27017 : 2113)) };
}
