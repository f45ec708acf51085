// Like / dislike / collect of a product (spec §4). Signed-out members go to /signin.
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useReactToProduct } from '../api/react-product';
import { callFor, type ReactionIntent } from '../reaction-state';
import type { ProductReaction } from '@/types';

export function ReactionBar({ reaction }: { reaction: ProductReaction }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const mutation = useReactToProduct(reaction.product_id);

  const act = (intent: ReactionIntent) => {
    if (!isLoggedIn) {
      navigate(paths.signin.getHref());
      return;
    }
    mutation.mutate(callFor(intent, reaction));
  };

  return (
    <div className="pd-reactions" role="group" aria-label="Your reaction">
      <button
        type="button"
        className={`pd-react${reaction.liked ? ' pd-react--on' : ''}`}
        aria-pressed={reaction.liked}
        onClick={() => act('like')}
        disabled={mutation.isPending}
        data-testid="like"
      >
        <span aria-hidden="true">♥</span> {reaction.liked ? 'Liked' : 'Like'} <span className="pd-count" data-testid="like-count">{reaction.like_count}</span>
      </button>
      <button
        type="button"
        className={`pd-react${reaction.disliked ? ' pd-react--on' : ''}`}
        aria-pressed={reaction.disliked}
        onClick={() => act('dislike')}
        disabled={mutation.isPending}
        data-testid="dislike"
      >
        <span aria-hidden="true">⊘</span> {reaction.disliked ? 'Disliked' : 'Dislike'}{' '}
        <span className="pd-count" data-testid="dislike-count">{reaction.dislike_count}</span>
      </button>
      <button
        type="button"
        className={`pd-react${reaction.starred ? ' pd-react--on' : ''}`}
        aria-pressed={reaction.starred}
        onClick={() => act('collect')}
        disabled={mutation.isPending}
        data-testid="collect"
      >
        <span aria-hidden="true">★</span> {reaction.starred ? 'Collected' : 'Collect'} <span className="pd-count">{reaction.star_count}</span>
      </button>
    </div>
  );
}
