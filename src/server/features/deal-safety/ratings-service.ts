// Writing a rating, its answer and a report of it. Every refusal changes nothing: the checks run
// before the insert, and a second rating by the same rater is caught by the unique index (409)
// even when two arrive at once.
import type { RatingWrite } from '#shared/contracts/ratings.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { HttpError, notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { otherParty } from '#server/policies/conversation-access.ts';
import type { Participation } from '#server/features/conversations/access.ts';
import { ratingRefusal } from './rating-rules.ts';
import {
  exchangeOf,
  findRating,
  insertRating,
  insertRatingReport,
  setReply,
} from './ratings-repository.ts';

const refused = (detail: string) => new HttpError('validation_error', detail, { errors: {} });
const twice = () => new HttpError('conflict', 'You already rated this conversation.');

export async function rateConversation(
  deps: AppDeps,
  viewer: Viewer,
  { conversation, role, input }: Participation & { input: RatingWrite },
) {
  const rated = otherParty(conversation, role);
  if (rated === null) throw refused('The other side of this conversation has left.');
  if (rated === viewer.id) throw refused('You cannot rate yourself.');
  if (role === 'seller' && input.as_described !== undefined)
    throw validationError({
      as_described: ['Only the buyer says whether the item was as described.'],
    });
  const exchange = await exchangeOf(deps.db, {
    id: conversation.id,
    buyer: conversation.buyer_id!,
    seller: conversation.seller_id!,
  });
  const why = ratingRefusal(exchange, new Date());
  if (why) throw refused(why);
  try {
    const row = await deps.db.transaction((tx) =>
      insertRating(tx, {
        conversation_id: conversation.id,
        rater_id: viewer.id,
        rated_id: rated,
        friendly: input.friendly,
        reliable: input.reliable,
        as_described: role === 'buyer' ? (input.as_described ?? null) : null,
        text: input.text,
      }),
    );
    return (await findRating(deps.db, row.id))!;
  } catch (error) {
    if (uniqueViolation(error) === 'ratings_conversation_rater_uq') throw twice();
    throw error;
  }
}

type RatingCall = { id: string; text: string };

export async function replyToRating(deps: AppDeps, viewer: Viewer, { id, text }: RatingCall) {
  const rating = await findRating(deps.db, id);
  if (!rating) throw notFound('No rating with this id.');
  if (rating.rated !== viewer.id) throw permissionDenied('Only the rated user can answer.');
  if (!(await setReply(deps.db, id, text)))
    throw new HttpError('conflict', 'You already answered this rating.');
  return (await findRating(deps.db, id))!;
}

export async function reportRating(deps: AppDeps, viewer: Viewer, { id, text }: RatingCall) {
  const rating = await findRating(deps.db, id);
  if (!rating) throw notFound('No rating with this id.');
  if (!(await insertRatingReport(deps.db, { ratingId: id, userId: viewer.id, text })))
    throw new HttpError('already_reported', 'You already reported this rating.');
}
