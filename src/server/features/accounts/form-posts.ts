// /auth and /signup posted as plain HTML forms, for a browser without JavaScript. Each sends what
// was typed to the API route the page's script would call (POST token/, POST register/), in this
// process and as this client, so every rule holds as it is: validation, the login throttles and
// rate limits, the same messages. Success sets the login cookie the web app keeps (session.ts)
// and redirects; a refusal renders the page again with the answer and the typed values, never a
// password. Only posts from this site's own pages are taken (same-origin.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE, type Language } from '#shared/constants.ts';
import type { ErrorBody } from '#shared/errors.ts';
import type { FormEcho, FormEchoName } from '#shared/form-echo.ts';
import { safeNextPath } from '#shared/safe-path.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { isSameOrigin } from '#server/lib/same-origin.ts';
import { pickLanguage } from '#server/features/seo/language.ts';
import { signupRefusal } from './form-checks.ts';

/** A refused form's answer, rendered with its page at this status. */
export type RefusedForm = { status: number; echo: FormEcho };
type RenderAgain = (request: FastifyRequest, reply: FastifyReply, refused: RefusedForm) => unknown;

/** The spec's sign-up fields a refused form shows again (passwords are never sent back). */
const SIGNUP_FIELDS = ['username', 'email', 'first_name', 'last_name', 'country', 'phone_number'];
const FORM_POST = { bodyLimit: 16 * 1024, schema: { hide: true } };

/** A posted form's fields: text values only (a repeated name keeps its last value). */
const fieldsOf = (body: unknown): Record<string, string> =>
  body && typeof body === 'object'
    ? Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'))
    : {};
const pick = (fields: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, fields[name] ?? '']));

const echoOf = (form: FormEchoName, values: Record<string, string>, body: Partial<ErrorBody>) => ({
  form,
  values,
  fields: body.errors ?? {},
  ...(body.detail && { detail: body.detail }),
  ...(body.code && { code: body.code }),
});

export async function formPostRoutes(
  app: FastifyInstance,
  { config }: AppDeps,
  { renderAgain }: { renderAgain: RenderAgain },
) {
  // Only in this plugin: what an HTML form sends.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const languageOf = (request: FastifyRequest): Language =>
    pickLanguage({
      lng: new URLSearchParams(request.url.split('?', 2)[1] ?? '').get('lng'),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
  /** The API's answer to this client's form, as the page's script would have asked. */
  const callApi = async (request: FastifyRequest, url: string, payload: object) => {
    const lang = languageOf(request);
    const answer = await app.inject({
      method: 'POST',
      url,
      payload: { ...payload, language: lang },
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
  };
  const refuseCrossSite = (reply: FastifyReply) =>
    reply.status(403).send({
      detail: 'This form can only be sent from this site.',
      code: 'permission_denied',
    } satisfies ErrorBody);

  app.post('/auth', FORM_POST, async (request, reply) => {
    if (!isSameOrigin(request, config.siteUrl)) return refuseCrossSite(reply);
    const fields = fieldsOf(request.body);
    const { username = '', password = '' } = fields;
    const { status, body } = await callApi(request, '/api/token/', { username, password });
    if (status !== 200) {
      const echo = echoOf('login', { username }, body as Partial<ErrorBody>);
      return renderAgain(request, reply, { status, echo });
    }
    const { access, expires_in: maxAge } = body as { access: string; expires_in: number };
    // The cookie session.ts writes: the app's script reads it, so it cannot be HttpOnly.
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header(
        'Set-Cookie',
        `${TOKEN_COOKIE}=${encodeURIComponent(access)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`,
      )
      .header('Cache-Control', 'no-store')
      .redirect(safeNextPath(fields.next) ?? '/dashboard', 303);
  });

  app.post('/signup', FORM_POST, async (request, reply) => {
    if (!isSameOrigin(request, config.siteUrl)) return refuseCrossSite(reply);
    const fields = fieldsOf(request.body);
    const values = pick(fields, SIGNUP_FIELDS);
    const { password = '', confirm_password: confirm = '' } = fields;
    // Checked here as the page's script does before it calls the API: the API has no confirmation.
    const local = signupRefusal({ ...values, password }, confirm);
    if (local)
      return renderAgain(request, reply, { status: 400, echo: echoOf('signup', values, local) });
    const { status, body } = await callApi(request, '/api/register/', { ...values, password });
    if (status === 201)
      return reply.header('Cache-Control', 'no-store').redirect('/account_created', 303);
    return renderAgain(request, reply, {
      status,
      echo: echoOf('signup', values, body as Partial<ErrorBody>),
    });
  });
}
