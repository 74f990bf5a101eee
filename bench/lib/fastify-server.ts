// The second baseline: a minimal Fastify app (no plugins, one wildcard route) answering the same
// bytes and headers as lib/bare-server.ts, so the framework's own cost is seen apart from the
// product's hooks. Usage: node bench/lib/fastify-server.ts <fixtures.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { Fixture } from './bare-server.ts';

const [file, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Fixture>;
const answers = new Map(
  Object.entries(fixtures).map(([path, f]) => [
    path,
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
