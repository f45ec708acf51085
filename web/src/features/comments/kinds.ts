// The kinds of member content that carry threaded comments, and the calls of each (spec §7).
// Feedback and dupes name some calls differently (spec §7), hence a table rather than a pattern.
import { api } from '@/lib/api-client';
import type { CommentLike, CommentPage, CommentRemoved, ContentComment, Schemas } from '@/types';

export type CommentKind = 'review' | 'routine' | 'feedback' | 'dupe';

/** A new comment or reply, as every kind takes it (the kind's own id is added by its call). */
export type NewComment = Omit<Schemas['ReviewCommentIn'], 'review_id'>;
type Paging = { page_no: number; page_num: number };
type Options = { signal?: AbortSignal };

/** The comment calls of one kind, each typed by the API's document. */
export type CommentCalls = {
  add: (itemId: number, input: NewComment) => Promise<ContentComment>;
  remove: (commentId: number) => Promise<CommentRemoved>;
  like: (commentId: number, action: 0 | 1) => Promise<CommentLike>;
  list: (itemId: number, paging: Paging, options?: Options) => Promise<CommentPage>;
};

export const COMMENT_CALLS: Record<CommentKind, CommentCalls> = {
  review: {
    add: (review_id, input) => api.post('/review/comment', { ...input, review_id }),
    remove: (comment_id) => api.post('/review/comment_remove', { comment_id }),
    like: (comment_id, action) => api.post('/review/comment/like', { comment_id, action }),
    list: (review_id, paging, options) => api.get('/review/comment/list', { review_id, ...paging }, options),
  },
  routine: {
    add: (routine_id, input) => api.post('/routine/comment', { ...input, routine_id }),
    remove: (comment_id) => api.post('/routine/comment_remove', { comment_id }),
    like: (comment_id, action) => api.post('/routine/comment/like', { comment_id, action }),
    list: (routine_id, paging, options) => api.get('/routine/comment/list', { routine_id, ...paging }, options),
  },
  feedback: {
    add: (feedback_id, input) => api.post('/product/feedback/comment', { ...input, feedback_id }),
    remove: (comment_id) => api.post('/product/feedback/comment/remove', { comment_id }),
    like: (comment_id, action) => api.post('/product/feedback/comment/like', { comment_id, action }),
    list: (feedback_id, paging, options) => api.get('/product/feedback/comment/list', { feedback_id, ...paging }, options),
  },
  dupe: {
    add: (dupe_id, input) => api.post('/product/dupe/comment/add', { ...input, dupe_id }),
    remove: (comment_id) => api.post('/product/dupe/comment_remove', { comment_id }),
    like: (comment_id, action) => api.post('/product/dupe/comment/like', { comment_id, action }),
    list: (dupe_id, paging, options) => api.get('/product/dupe/comment/list', { dupe_id, ...paging }, options),
  },
};

export const commentsQueryKey = (kind: CommentKind, itemId: number) => ['comments', kind, itemId] as const;
