// The backstop behind the contracts: a value PostgreSQL refuses (SQLSTATE class 22) is the
// client's 400, not our 500, and it is logged as a warning so the missed contract gets fixed.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test/test-app.ts';
import { isDataException, registerErrorHandler } from './error-handler.ts';

let database: Database;
let app: FastifyInstance;
const lines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  database = connect((await createTestDatabase()).url, 2);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandler(app);
  // Queries no contract guards, the way a route that forgot its contract would run them.
  app.get('/nul', async () => database.db.execute(sql`select ${'a\u0000b'}::text as t`));
  app.get('/year-zero', async () => database.db.execute(sql`select ${'0000-01-01'}::date as d`));
  app.get('/bug', async () => database.db.execute(sql`select * from no_such_table`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error handler: data exceptions from PostgreSQL', () => {
  it.each(['/nul', '/year-zero'])(
    '%s is a 400 validation_error logged as a warning',
    async (url) => {
      lines.length = 0;
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'A value could not be stored: check the text and dates sent.',
        code: 'validation_error',
      });
      expect(lines.map((l) => [l.level, l.msg])).toEqual([
        [40, 'the database refused a value the contract let through'],
      ]);
    },
  );

  it('any other database error is still a 500 logged as an error', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(lines.map((l) => l.level)).toEqual([50]);
  });

  it('finds the SQLSTATE on a wrapped error only for class 22', () => {
    expect(isDataException({ cause: { code: '22021' } })).toBe(true);
    expect(isDataException({ code: '22P02' })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(isDataException(new Error('22021'))).toBe(false);
  });
});
