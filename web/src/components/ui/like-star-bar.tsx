// Like and star buttons of member content (reviews, routines, …). Presentational: the caller's toggle
// changes what is shown only when the server answers (spec §4).
export function LikeStarBar({
  liked,
  starred,
  likeCount,
  starCount,
  onLike,
  onStar,
  busy = false,
  label = 'Your reaction',
}: {
  liked: boolean;
  starred: boolean;
  likeCount: number;
  starCount: number;
  onLike: () => void;
  onStar: () => void;
  busy?: boolean;
  label?: string;
}) {
  return (
    <div className="pd-reactions" role="group" aria-label={label}>
      <button
        type="button"
        className={`pd-react${liked ? ' pd-react--on' : ''}`}
        aria-pressed={liked}
        onClick={onLike}
        disabled={busy}
        data-testid="like"
      >
        <span aria-hidden="true">♥</span> {liked ? 'Liked' : 'Like'}{' '}
        <span className="pd-count" data-testid="like-count">
          {likeCount}
        </span>
      </button>
      <button
        type="button"
        className={`pd-react${starred ? ' pd-react--on' : ''}`}
        aria-pressed={starred}
        onClick={onStar}
        disabled={busy}
        data-testid="star"
      >
        <span aria-hidden="true">★</span> {starred ? 'Starred' : 'Star'}{' '}
        <span className="pd-count" data-testid="star-count">
          {starCount}
        </span>
      </button>
    </div>
  );
}
