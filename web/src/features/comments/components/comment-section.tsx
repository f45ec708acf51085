// Threaded comments of a review or routine (spec §3 Comment, §4 comment lists): thread roots 10 a
// page with "Load more comments", replies under their root, reply (to the root or to someone in the
// thread), remove your own comment (a removed root with replies shows as removed, its replies stay),
// and comment likes that change only on the server's answer.
import './../comments.css';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ReportButton } from '@/components/moderation/report-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { HeldNotice } from '@/components/ui/held-notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-store';
import { commentListFromPages } from '@/lib/paging';
import type { ContentComment } from '@/types';
import { useAddComment, type NewComment } from '../api/add-comment';
import { commentId, useComments } from '../api/get-comments';
import { useLikeComment } from '../api/like-comment';
import { useRemoveComment } from '../api/remove-comment';
import type { CommentKind } from '../kinds';

const MAX_LENGTH = 2000;

type Props = {
  kind: CommentKind;
  itemId: number;
  /** The item's live comment count changed (a comment was added or removed). */
  onChanged?: () => void;
};

type ReplyTarget = { rootId: number; userId: number | null; nickname: string };

function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
      setText('');
      onCancel?.();
    } catch (failure) {
      const { fields, form } = formErrorsFrom(failure);
      setError(fields.comment ?? Object.values(fields)[0] ?? form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="comment-form" onSubmit={submit} data-testid={testId}>
      <label className="visually-hidden" htmlFor={`${testId}-text`}>
        {label}
      </label>
      <textarea
        id={`${testId}-text`}
        className="input input--textarea"
        rows={2}
        maxLength={MAX_LENGTH}
        placeholder={label}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <FormMessage testId={`${testId}-error`}>{error}</FormMessage> : null}
      <div className="row">
        <Button type="submit" busy={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CommentItem({
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
          aria-label={`${comment.liked ? 'Unlike' : 'Like'} comment (${comment.like_count} likes)`}
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
        {mine && !confirming ? (
          <button type="button" className="comment__action" onClick={() => setConfirming(true)}>
            Remove
          </button>
        ) : null}
        {mine && confirming ? (
          <span role="group" aria-label="Remove your comment?" className="comment__actions">
            <span className="muted">Remove your comment?</span>
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

export function CommentSection({ kind, itemId, onChanged }: Props) {
  const { isLoggedIn, userId } = useAuth();
  const navigate = useNavigate();
  const query = useComments(kind, itemId);
  const add = useAddComment(kind, itemId, onChanged);
  const remove = useRemoveComment(kind, itemId, onChanged);
  const like = useLikeComment(kind, itemId);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);

  const list = useMemo(
    () => commentListFromPages(query.data?.pages ?? [], query.data?.pageParams ?? [], commentId, query.isFetching),
    [query.data, query.isFetching],
  );
  const commentCount = query.data?.pages[0]?.comment_count ?? 0;

  const signIn = () => navigate(paths.signin.getHref());
  const post = (input: NewComment) => add.mutateAsync(input);
  const onLike = (comment: ContentComment) => {
    if (!isLoggedIn) return signIn();
    like.mutate({ commentId: comment.comment_id, action: comment.liked ? 0 : 1 });
  };
  const onReply = (target: ReplyTarget) => {
    if (!isLoggedIn) return signIn();
    setReplyTo(target);
  };
  const onRemove = (comment: ContentComment) => remove.mutate(comment.comment_id);

  const replyForm = (rootId: number) =>
    replyTo?.rootId === rootId ? (
      <CommentForm
        key={`${rootId}:${replyTo.userId}`}
        label={replyTo.nickname ? `Reply to ${replyTo.nickname}` : 'Write a reply'}
        submitLabel="Reply"
        autoFocus
        testId="reply-form"
        onCancel={() => setReplyTo(null)}
        onSubmit={(text) => post({ comment: text, parent_id: rootId, replied_to_user_id: replyTo.userId })}
      />
    ) : null;

  return (
    <section className="ia-card comments" aria-labelledby={`comments-${kind}-${itemId}`} data-testid="comments">
      <h2 id={`comments-${kind}-${itemId}`}>
        Comments <span className="muted" data-testid="comment-count">{commentCount}</span>
      </h2>
      {isLoggedIn ? (
        <CommentForm label="Add a comment" submitLabel="Comment" testId="comment-form" onSubmit={(text) => post({ comment: text })} />
      ) : (
        <p className="muted">
          <Link to={paths.signin.getHref()}>Sign in</Link> to join the conversation.
        </p>
      )}
      {query.isPending ? (
        <Spinner label="Loading comments…" />
      ) : query.isError && !list.comments.length ? (
        <p className="muted">Comments could not be loaded.</p>
      ) : list.comments.length === 0 ? (
        <p className="muted" data-testid="comments-empty">
          No comments yet.
        </p>
      ) : (
        <ul className="comment-list" aria-label="Comments">
          {list.comments.map((root) => (
            <li key={root.comment_id}>
              <CommentItem
                comment={root}
                rootId={root.comment_id}
                myId={userId}
                onReply={onReply}
                onLike={onLike}
                onRemove={onRemove}
                likeBusy={like.isPending}
              />
              {root.replies?.length ? (
                <ul className="comment-replies" aria-label="Replies">
                  {root.replies.map((reply) => (
                    <li key={reply.comment_id}>
                      <CommentItem
                        comment={reply}
                        rootId={root.comment_id}
                        myId={userId}
                        onReply={onReply}
                        onLike={onLike}
                        onRemove={onRemove}
                        likeBusy={like.isPending}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              {replyForm(root.comment_id)}
            </li>
          ))}
        </ul>
      )}
      {list.hasMore ? (
        <div>
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more comments
          </Button>
        </div>
      ) : null}
    </section>
  );
}
