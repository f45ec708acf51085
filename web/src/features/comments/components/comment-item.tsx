// One comment of a thread: author, text, likes, and the reply / remove / report actions.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReportButton } from '@/components/moderation/report-button';
import { Avatar } from '@/components/ui/avatar';
import { HeldNotice } from '@/components/ui/held-notice';
import { paths } from '@/config/paths';
import type { ContentComment } from '@/types';
import { plural } from '@/lib/plural';

export type ReplyTarget = { rootId: number; userId: number | null; nickname: string };

export function CommentItem({
  comment,
  rootId,
  myId,
  onReply,
  onLike,
  onRemove,
  likeBusy,
}: {
  comment: ContentComment;
  rootId: number;
  myId: string | null;
  onReply: (target: ReplyTarget) => void;
  onLike: (comment: ContentComment) => void;
  onRemove: (comment: ContentComment) => void;
  likeBusy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const author = comment.author;
  const mine = author !== null && myId !== null && String(author.user_id) === myId;
  // the server says who may remove it: its author, and the owner of the item it is on
  const removable = myId !== null && comment.can_remove;
  const question = mine ? 'Remove your comment?' : 'Remove this comment from your post?';
  if (comment.is_removed) {
    return (
      <div className="comment comment--removed" data-testid="comment" data-comment-id={comment.comment_id}>
        <p className="comment__text">This comment was removed.</p>
      </div>
    );
  }
  return (
    <div className="comment" data-testid="comment" data-comment-id={comment.comment_id}>
      <div className="comment__head">
        {author ? (
          <>
            <Avatar src={author.avatar || null} name={author.nickname} size={24} className="avatar--xs" />
            <Link to={paths.userProfile.getHref(author.user_id)}>{author.nickname || 'Member'}</Link>
          </>
        ) : null}
        {comment.replied_to_nickname && comment.parent_id !== null ? (
          <span className="muted">replying to {comment.replied_to_nickname}</span>
        ) : null}
        <time className="muted" dateTime={comment.created_at}>
          {new Date(comment.created_at).toLocaleDateString()}
        </time>
      </div>
      <p className="comment__text">{comment.comment}</p>
      <HeldNotice status={comment.moderation_status} reason={comment.held_reason} noun="comment" />
      <div className="comment__actions">
        <button
          type="button"
          className="comment__action"
          aria-pressed={comment.liked}
          aria-label={`${comment.liked ? 'Unlike' : 'Like'} comment (${plural(comment.like_count, 'like')})`}
          disabled={likeBusy}
          onClick={() => onLike(comment)}
          data-testid="comment-like"
        >
          ♥ {comment.like_count}
        </button>
        <button
          type="button"
          className="comment__action"
          onClick={() => onReply({ rootId, userId: author?.user_id ?? null, nickname: author?.nickname ?? '' })}
        >
          Reply
        </button>
        {!mine && author ? <ReportButton kind="comment" id={comment.comment_id} noun="comment" className="comment__action" /> : null}
        {removable && !confirming ? (
          <button type="button" className="comment__action" onClick={() => setConfirming(true)}>
            Remove
          </button>
        ) : null}
        {removable && confirming ? (
          <span role="group" aria-label={question} className="comment__actions">
            <span className="muted">{question}</span>
            <button type="button" className="comment__action" onClick={() => onRemove(comment)}>
              Yes, remove
            </button>
            <button type="button" className="comment__action" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
