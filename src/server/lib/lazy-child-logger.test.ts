import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.ts';

function appWith(logger: boolean | { level: string; stream: Writable }) {
  const app = Fastify({ logger, childLoggerFactory: lazyChildLogger });
  app.get('/', (request) => {
    const log = request.log as unknown as Logger;
    log.info({ step: 'inside' }, 'a line');
    if (!log.isLevelEnabled('info')) return { enabled: false };
    return { enabled: true, bindings: log.bindings() };
  });
  return app;
}

describe('lazyChildLogger', () => {
  it('writes a request line with the request id bound, once a line is written', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = appWith({ level: 'info', stream });
    const res = await app.inject({ url: '/' });
    expect(res.json()).toMatchObject({ enabled: true, bindings: { reqId: expect.any(String) } });
    const line = lines.find((l) => l.step === 'inside');
    expect(line).toMatchObject({ msg: 'a line', reqId: res.json().bindings.reqId });
    await app.close();
  });

  it('keeps Fastify working with logging off (its stand-in logger has no isLevelEnabled)', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyChildLogger });
    app.get('/', (request) => {
      request.log.warn('ignored');
      return { ok: true };
    });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await app.close();
  });
});
