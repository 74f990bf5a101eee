// GET /feeds/notices.atom: the newest safety notices in force, for feed readers (the public
// notices page links it). `lng` picks the language of titles and texts (English where staff
// wrote none). Built by hand like the search's feed: a handful of elements, every text escaped.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { escapeHtml as x } from '#server/lib/escape-html.ts';
import { listNoticeRows } from './repository.ts';
import { noticeViews } from './views.ts';

const FEED_SIZE = 50;
const SEVERITY: Record<Notice['severity'], string> = {
  grounding: 'Grounding',
  action: 'Action required',
  info: 'Information',
};

function entry(siteUrl: string, n: Notice, language: Language) {
  const url = `${siteUrl}/notices/${n.id}`;
  const title = n.title[language] ?? n.title.en;
  const text = n.text[language] ?? n.text.en;
  const scope = [n.scope.brand.name, ...n.scope.models.map((m) => m.name)].join(' ');
  const html = `<p>${x(`${SEVERITY[n.severity]} · ${scope}`)}</p><p>${x(text.slice(0, 4000))}</p><p><a href="${x(n.source_url)}">${x(n.source_url)}</a></p>`;
  return `<entry>
<id>${x(url)}</id>
<title>${x(title)}</title>
<link rel="alternate" type="text/html" href="${x(url)}"/>
<link rel="related" href="${x(n.source_url)}"/>
<published>${new Date(`${n.date}T00:00:00Z`).toISOString()}</published>
<updated>${n.updated_at}</updated>
<category term="${n.severity}"/>
<summary>${x(`${SEVERITY[n.severity]} · ${scope}`)}</summary>
<content type="html">${x(html)}</content>
</entry>`;
}

export async function noticeFeedRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/feeds/notices.atom',
    { schema: { hide: true, querystring: z.object({ lng: z.string().optional() }) } },
    async (request, reply) => {
      const language = LANGUAGES.find((l) => l === request.query.lng) ?? FALLBACK_LANGUAGE;
      const { rows } = await listNoticeRows(db, { active: true, page: 1, pageSize: FEED_SIZE });
      const notices = await noticeViews(db, rows);
      const self = `${config.siteUrl}/feeds/notices.atom`;
      const updated = notices.reduce(
        (latest, n) => (n.updated_at > latest ? n.updated_at : latest),
        '1970-01-01T00:00:00.000Z',
      );
      const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${x(self)}</id>
<title>Air Gear: safety notices</title>
<updated>${new Date(updated).toISOString()}</updated>
<author><name>Air Gear</name><uri>${x(config.siteUrl)}</uri></author>
<link rel="self" type="application/atom+xml" href="${x(self)}"/>
<link rel="alternate" type="text/html" href="${x(`${config.siteUrl}/notices`)}"/>
${notices.map((n) => entry(config.siteUrl, n, language)).join('\n')}
</feed>
`;
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/atom+xml; charset=utf-8')
        .send(xml);
    },
  );
}
