// The kinds of member content that carry threaded comments, and the calls of each (spec §7).
// Feedback and dupes name some calls differently; they join here when their screens are built.

export type CommentKind = 'review' | 'routine';

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
};

export const commentsQueryKey = (kind: CommentKind, itemId: number) => ['comments', kind, itemId] as const;
