// Threaded comments of a review, routine, feedback post or dupe (spec §3 Comment, §4 comment lists): thread
// roots 10 a page with "Load more comments", replies under their root, reply (to the root or to someone in
// the thread), remove a comment (your own, or any on your own item; a removed root with replies shows as
// removed, its replies stay), and comment likes that change only on the server's answer.
// A signed-out visitor can write a comment or reply and like one; they are asked to sign in and, back here,
// the comment is posted (or the like made) once (issue 21 §2).
import './../comments.css';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-store';
import { commentListFromPages } from '@/lib/paging';
import { useResumeAction, useSignInPrompt } from '@/lib/sign-in-prompt';
import type { ContentComment } from '@/types';
import { useAddComment, type NewComment } from '../api/add-comment';
import { commentId, useComments } from '../api/get-comments';
import { useLikeComment } from '../api/like-comment';
import { useRemoveComment } from '../api/remove-comment';
import type { CommentKind } from '../kinds';
import { type ReplyTarget, CommentItem } from './comment-item';
import { CommentForm, SENT_TO_SIGN_IN, commentError } from './comment-form';

type Props = {
  kind: CommentKind;
  itemId: number;
  /** The item's live comment count changed (a comment was added or removed). */
  onChanged?: () => void;
};

/** A comment that could not be posted on the way back from signing in: its text goes back into its form. */
type Unposted = { text: string; rootId: number | null; error: string };

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
