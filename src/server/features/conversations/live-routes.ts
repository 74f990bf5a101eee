// GET /api/conversations/{id}/events/: a server-sent event stream that says "this conversation
// changed" the moment a message is written on any instance (live-hub.ts). Only a participant
// opens it (the same check as every conversation route). The page then fetches the messages
// through GET …/messages/ with its ETag, so the stream never carries a message's text.
// Heartbeat comments every 20 s keep the socket inside the server's 60 s idle timeout and a
// proxy's read timeout; `X-Accel-Buffering: no` keeps nginx from holding the events back. On
// shutdown (preClose) every stream ends, so draining never waits for them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { liveStreams } from '#server/lib/metrics.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { participation } from './access.ts';
import { createLiveHub, type LiveStream } from './live-hub.ts';

/** Retry-After of a refused stream: the page polls meanwhile, so it may wait a while. */
export const LIVE_FULL_RETRY_SECONDS = 30;

const tooMany = () =>
  new HttpError('rate_limited', 'Too many live updates are open. Poll the messages.', {
    headers: { 'Retry-After': String(LIVE_FULL_RETRY_SECONDS) },
  });

const unavailable = () =>
  new HttpError('service_unavailable', 'Live updates are unavailable here. Poll the messages.', {
    headers: { 'Retry-After': '10' },
  });

export async function liveRoutes(
  app: FastifyInstance,
  { config, db }: AppDeps,
  participant: (request: FastifyRequest) => Promise<void>,
) {
  const hub = createLiveHub(db, app.pgListener, config.liveStreamsMax);
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/conversations/:id/events/',
    {
      preValidation: participant,
      schema: {
        tags: ['conversations'],
        security: tokenSecurity,
        summary: 'Live changes of one of your conversations (text/event-stream)',
        description:
          'Server-sent events: `event: changed` with the conversation id as data when a message ' +
          'arrives (then fetch `messages/` with your ETag), `: ping` comments every 20 s. It ends ' +
          'with the session or when the server stops; reconnect, and poll `messages/` meanwhile. ' +
          'At most 5 streams per session and 20 per user are open at once (429 with Retry-After).',
        params: idParamsSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(401, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) throw unavailable();
      const { conversation } = participation(request);
      const viewer = requireUser(request);
      const res = reply.raw;
      let remove: (() => void) | null = null;
      let ended = false;
      const stream: LiveStream = {
        conversationId: conversation.id,
        sessionId: viewer.session_id,
        userId: viewer.id,
        write: (chunk) => void (ended || res.write(chunk)),
        end: () => {
          if (ended) return;
          ended = true;
          remove?.();
          res.end();
        },
      };
      const opened = await hub.open(stream);
      if (opened === 'full') throw tooMany();
      if (!opened) throw unavailable();
      liveStreams.inc();
      remove = () => {
        opened();
        liveStreams.dec();
      };
      // No I/O runs between open() and here, so no event can be written before the headers.
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      res.write(': open\n\n');
      res.on('close', stream.end);
      // A client that left while the stream was being set up: its 'close' has already fired.
      if (!res.socket || res.socket.destroyed) stream.end();
    },
  );
}
