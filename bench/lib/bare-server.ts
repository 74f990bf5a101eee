// The baseline of the API benchmark: a bare node:http server answering the very bytes the product
// answered (same body, same content type), from memory. What the product reaches as a share of
// this is the figure that does not depend on how busy the shared machine is.
// Usage: node bench/lib/bare-server.ts <fixtures.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type Fixture = { status: number; headers: Record<string, string>; body: string };

const [file, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Fixture>;
const answers = new Map(
  Object.entries(fixtures).map(([path, f]) => [
    path,
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') },
  ]),
);

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, {
    ...answer.headers,
    'content-length': String(answer.body.length),
  });
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
