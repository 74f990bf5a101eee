import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, pagingQuerySchema } from '#shared/contracts/common.ts';
import {
  privateUserSchema,
  profileUpdateSchema,
  publicProfileListSchema,
  publicProfileSchema,
} from '#shared/contracts/users.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound, permissionDenied } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { canSeeUser, contactDecision } from '#server/policies/user-access.ts';
import { spendContactView } from './contact-views.ts';
import { toPrivateUser, toPublicProfile } from './mapping.ts';
import { profileTrust } from '#server/features/deal-safety/profile-trust-repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { findUserById, listUsers, updateUser } from './repository.ts';

const noSuchUser = () => notFound('No user with this id.');

export async function userRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  api.get(
    '/api/users/',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Public profiles (paged), without the contact fields',
        querystring: pagingQuerySchema,
        response: { 200: publicProfileListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { rows, total } = await listUsers(db, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return rows.map((row) => ({ ...row, date_joined: row.date_joined.toISOString() }));
    },
  );

  api.get(
    '/api/users/me/',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'The logged-in user',
        response: { 200: privateUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const user = await findUserById(db, viewer.id);
      if (!user) throw noSuchUser();
      return toPrivateUser(user);
    },
  );

  api.get(
    '/api/users/:id/',
    {
      schema: {
        tags,
        summary: 'A public profile; contact fields for logged-in callers only',
        params: idParamsSchema,
        response: { 200: publicProfileSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      const viewer = request.viewer;
      if (!user || !canSeeUser(user, viewer)) throw noSuchUser();
      const self = viewer && (viewer.id === user.id ? user : await findUserById(db, viewer.id));
      const decision = contactDecision(
        user,
        viewer && self ? { ...viewer, email_verified: self.email_verified } : null,
      );
      if (decision.show === 'contact' && decision.counted)
        await spendContactView(db, viewer!.id, user.id);
      return { ...toPublicProfile(user, decision), ...(await profileTrust(db, user)) };
    },
  );

  api.put(
    '/api/users/:id/',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Edit one's own profile (username, email and password are read-only here)",
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: {
          200: privateUserSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      if (viewer.id !== request.params.id)
        throw permissionDenied('You can only edit your own profile.');
      const { language, ...profile } = request.body;
      const user = await updateUser(db, viewer.id, {
        ...profile,
        ...(language ? { language } : {}),
      });
      if (!user) throw noSuchUser();
      return toPrivateUser(user);
    },
  );
}
