// The load run's balancer (api/test/faults/load/round-robin-proxy.ts starts it): a process of its
// own, so that forwarding ~600 HTTP messages a second does not compete with the load generator for
// one event loop. Each request (not each connection) goes to the next upstream in turn, so one
// browser's requests alternate between the API processes. Like a real balancer it appends the
// client's address to X-Forwarded-For and sets X-Forwarded-Proto; an upstream that cannot be
// reached answers 502, which the load run counts as an error.
//
//   node tools/lib/round-robin-proxy.mjs <port> <upstream URL>...
// Started with an IPC channel (child_process.fork): it sends {port} once listening and answers
// the message 'counts' with {counts}: the requests sent to each upstream, in the order given.
import http from 'node:http';

const [port, ...upstreams] = process.argv.slice(2);
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const counts = targets.map(() => 0);
let next = 0;

const server = http.createServer((req, res) => {
  const index = next;
  next = (next + 1) % targets.length;
  counts[index] += 1;
  const target = targets[index];
  const forwardedFor = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
  const headers = req.headers;
  headers['x-forwarded-for'] = forwardedFor;
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 30_000;

process.on('message', (message) => {
  if (message === 'counts') process.send({ counts });
});
// The parent gone (a killed test run), the proxy goes too.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
server.listen(Number(port), '127.0.0.1', () => process.send({ port: server.address().port }));
