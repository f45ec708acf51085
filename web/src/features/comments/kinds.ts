// The kinds of member content that carry threaded comments, and the calls of each (spec §7).
// Feedback and dupes name some calls differently (spec §7), hence a table rather than a pattern.

export type CommentKind = 'review' | 'routine' | 'feedback' | 'dupe';

export type CommentPaths = {
  /** The parent item's id name in bodies and queries: review_id, routine_id … */
  idName: string;
  add: string;
  remove: string;
  like: string;
  list: string;
};

export const COMMENT_PATHS: Record<CommentKind, CommentPaths> = {
  review: {
    idName: 'review_id',
    add: '/review/comment',
    remove: '/review/comment_remove',
    like: '/review/comment/like',
    list: '/review/comment/list',
  },
  routine: {
    idName: 'routine_id',
    add: '/routine/comment',
    remove: '/routine/comment_remove',
    like: '/routine/comment/like',
    list: '/routine/comment/list',
  },
  feedback: {
    idName: 'feedback_id',
    add: '/product/feedback/comment',
    remove: '/product/feedback/comment/remove',
    like: '/product/feedback/comment/like',
    list: '/product/feedback/comment/list',
  },
  dupe: {
    idName: 'dupe_id',
    add: '/product/dupe/comment/add',
    remove: '/product/dupe/comment_remove',
    like: '/product/dupe/comment/like',
    list: '/product/dupe/comment/list',
  },
};

export const commentsQueryKey = (kind: CommentKind, itemId: number) => ['comments', kind, itemId] as const;
