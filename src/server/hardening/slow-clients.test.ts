// Slow clients cannot hold the server's sockets: headers that trickle in are cut off after the
// header timeout, and an oversized body is refused before it is read.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

describe('slow clients', () => {
  it('sets header, request, idle and keep-alive timeouts on the server', () => {
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.timeout).toBe(60_000);
    expect(t.app.server.keepAliveTimeout).toBe(10_000);
  });

  it('a client that trickles its headers is answered 408 and cut off', async () => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write('GET /api/health/ HTTP/1.1\r\nHost: localhost\r\n');
    // One header byte a second: the connection never goes idle, the headers never end.
    const drip = setInterval(() => socket.write('X'), 1000);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    clearInterval(drip);
    const seconds = (Date.now() - started) / 1000;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(14);
    expect(seconds).toBeLessThan(20);
  }, 30_000);

  it('refuses a JSON body over 1 MB with 413 before reading it all', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(5_000_000) },
      body: 'x'.repeat(5_000_000),
    }).catch((error: unknown) => error);
    // Either the 413 arrives, or the server closed the socket while we were still sending.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    } else {
      expect(String(response)).toMatch(/fetch failed|socket|closed|reset/i);
    }
  });
});
