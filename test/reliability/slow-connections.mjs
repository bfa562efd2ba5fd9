/**
 * The attacker of the slow-connections run, in a process of its own so that its work does not
 * slow the clients being measured: holds COUNT connections from ADDRESS to PORT, each sending its
 * headers a byte every few seconds, and opens each again a moment after the server closes it.
 * Prints `{attempts, closedByServer}` as JSON when sent SIGTERM.
 */
import { connect } from 'node:net';

const { setInterval, clearInterval, setTimeout } = globalThis;
const [port, count, address] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const stats = { attempts: 0, closedByServer: 0 };
let stopped = false;
const sockets = new Set();

function openOne() {
  if (stopped) return;
  stats.attempts += 1;
  const socket = connect({ host: '127.0.0.1', port, localAddress: address });
  sockets.add(socket);
  let drip;
  socket.on('connect', () => {
    socket.write('GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    drip = setInterval(() => socket.write('a'), 5000);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(drip);
    sockets.delete(socket);
    if (stopped) return;
    stats.closedByServer += 1;
    setTimeout(openOne, 1000 + Math.random() * 2000);
  });
}

process.on('SIGTERM', () => {
  stopped = true;
  for (const socket of sockets) socket.destroy();
  process.stdout.write(JSON.stringify(stats), () => process.exit(0));
});
for (let i = 0; i < count; i++) openOne();
