import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers an API answer is kept or passed on with (the response cache, the server render's
 * in-process reads): its type, its total and its validator. Link is not kept: it repeats the
 * caller's URL, so it is built for each answer.
 */
export const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-total-count-capped', 'etag'];

/**
 * X-Total-Count and an RFC 8288 Link header (first, prev, next, last) for a paged list. A capped
 * total (`X-Total-Count-Capped: true`) is a lower bound: there are more matches than it says, so
 * `next` is always offered and `last`, unknown, is left out.
 */
export function setPagingHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { page: number; page_size: number; total: number; capped?: boolean },
) {
  const last = page.capped ? Infinity : Math.max(1, Math.ceil(page.total / page.page_size));
  const url = new URL(request.url, 'http://local');
  const link = (rel: string, n: number) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('page_size', String(page.page_size));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link('first', 1)];
  if (page.page > 1) links.push(link('prev', Math.min(page.page - 1, last)));
  if (page.page < last) links.push(link('next', page.page + 1));
  if (!page.capped) links.push(link('last', last));
  reply.header('X-Total-Count', String(page.total));
  if (page.capped) reply.header('X-Total-Count-Capped', 'true');
  reply.header('Link', links.join(', '));
}
