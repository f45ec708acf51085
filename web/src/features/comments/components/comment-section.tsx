// Threaded comments of a review, routine, feedback post or dupe (spec §3 Comment, §4 comment lists): thread
// roots 10 a page with "Load more comments", replies under their root, reply (to the root or to someone in
// the thread), remove a comment (your own, or any on your own item; a removed root with replies shows as
// removed, its replies stay), and comment likes that change only on the server's answer.
// A signed-out visitor can write a comment or reply and like one; they are asked to sign in and, back here,
// the comment is posted (or the like made) once (issue 21 §2).
import './../comments.css';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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
import { useResumeAction, useSignInPrompt } from '@/lib/sign-in-prompt';
import type { ContentComment } from '@/types';
import { plural } from '@/lib/plural';
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

/** A comment that could not be posted on the way back from signing in: its text goes back into its form. */
type Unposted = { text: string; rootId: number | null; error: string };

function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
  initialText = '',
  initialError = null,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
  initialText?: string;
  initialError?: string | null;
}) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      const posted = await onSubmit(value);
      if (posted === SENT_TO_SIGN_IN) return;
      setText('');
      onCancel?.();
    } catch (failure) {
      setError(commentError(failure));
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

const SENT_TO_SIGN_IN = Symbol('sent to sign in');

function commentError(failure: unknown): string {
  const { fields, form } = formErrorsFrom(failure);
  return fields.comment ?? Object.values(fields)[0] ?? form ?? 'Your comment could not be posted.';
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

export function CommentSection({ kind, itemId, onChanged }: Props) {
  const { isLoggedIn, userId } = useAuth();
  const askToSignIn = useSignInPrompt();
  const query = useComments(kind, itemId);
  const add = useAddComment(kind, itemId, onChanged);
  const remove = useRemoveComment(kind, itemId, onChanged);
  const like = useLikeComment(kind, itemId);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [unposted, setUnposted] = useState<Unposted | null>(null);
  const section = useRef<HTMLElement>(null);
  const resumeKey = `comments:${kind}:${itemId}`;

  // Back from signing in: post the comment or reply they wrote, or like the comment they liked, once.
  useResumeAction(resumeKey, (data) => {
    section.current?.scrollIntoView?.({ block: 'start' }); // (jsdom has none)
    if (data.op === 'like' && typeof data.commentId === 'number') {
      like.mutate({ commentId: data.commentId, action: 1 });
      return;
    }
    if (data.op !== 'post' || typeof data.text !== 'string') return;
    const rootId = typeof data.rootId === 'number' ? data.rootId : null;
    const repliedTo = typeof data.repliedTo === 'number' ? data.repliedTo : null;
    add.mutate(
      { comment: data.text, parent_id: rootId, replied_to_user_id: repliedTo },
      {
        onError: (failure) => {
          setUnposted({ text: data.text as string, rootId, error: commentError(failure) });
          if (rootId !== null) setReplyTo({ rootId, userId: repliedTo, nickname: typeof data.nickname === 'string' ? data.nickname : '' });
        },
      },
    );
  });

  const list = useMemo(
    () => commentListFromPages(query.data?.pages ?? [], query.data?.pageParams ?? [], commentId, query.isFetching),
    [query.data, query.isFetching],
  );
  const commentCount = query.data?.pages[0]?.comment_count ?? 0;

  const post = (input: NewComment, nickname = ''): Promise<unknown> => {
    if (isLoggedIn) return add.mutateAsync(input);
    const reply = input.parent_id != null;
    askToSignIn(reply ? 'Sign in to post your reply. It is kept until you are back.' : 'Sign in to post your comment. It is kept until you are back.', {
      key: resumeKey,
      data: { op: 'post', text: input.comment, rootId: input.parent_id ?? null, repliedTo: input.replied_to_user_id ?? null, nickname },
    });
    return Promise.resolve(SENT_TO_SIGN_IN);
  };
  const onLike = (comment: ContentComment) => {
    if (!isLoggedIn) return askToSignIn('Sign in to like this comment.', { key: resumeKey, data: { op: 'like', commentId: comment.comment_id } });
    like.mutate({ commentId: comment.comment_id, action: comment.liked ? 0 : 1 });
  };
  const onReply = (target: ReplyTarget) => {
    setUnposted(null);
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
        initialText={unposted?.rootId === rootId ? unposted.text : ''}
        initialError={unposted?.rootId === rootId ? unposted.error : null}
        onCancel={() => setReplyTo(null)}
        onSubmit={(text) => post({ comment: text, parent_id: rootId, replied_to_user_id: replyTo.userId }, replyTo.nickname)}
      />
    ) : null;

  return (
    <section className="ia-card comments" aria-labelledby={`comments-${kind}-${itemId}`} data-testid="comments" ref={section}>
      <h2 id={`comments-${kind}-${itemId}`}>
        Comments <span className="muted" data-testid="comment-count">{commentCount}</span>
      </h2>
      <CommentForm
        key={unposted && unposted.rootId === null ? 'unposted' : 'new'}
        label="Add a comment"
        submitLabel="Comment"
        testId="comment-form"
        initialText={unposted?.rootId === null ? unposted.text : ''}
        initialError={unposted?.rootId === null ? unposted.error : null}
        onSubmit={(text) => post({ comment: text })}
      />
      {isLoggedIn ? null : <p className="muted comments__hint">You will be asked to sign in; what you wrote is posted when you are back.</p>}
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
