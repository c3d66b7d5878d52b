// The image's HEALTHCHECK (Dockerfile): asks the server in this container for /readyz, as a load
// balancer would, and exits 0 on a 200, 1 on anything else (a 503 while the database does not
// answer or the process sheds load, no answer within 2.5 s, nothing listening). Node's own http
// module: the image has no curl or wget, and fetch() refuses some ports a server may use (5060,
// 5061, 6000, ...: the Fetch standard's "bad ports"). It reads HOST and PORT as the server does
// (an empty value is unset).
import { get } from 'node:http';

const { HOST = '', PORT = '' } = process.env;
// A server listening on every address (the image's HOST=0.0.0.0) is reached on the loopback.
const host = HOST === '' ? 'localhost' : HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
const port = PORT === '' ? 5000 : Number(PORT);

const request = get({ host, port, path: '/readyz', timeout: 2500 }, (response) => {
  response.resume();
  process.exitCode = response.statusCode === 200 ? 0 : 1;
});
request.on('timeout', () => request.destroy(new Error('no answer within 2.5 s')));
request.on('error', () => {
  process.exitCode = 1;
});
