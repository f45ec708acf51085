// Like / dislike / collect of a product (spec §4). A signed-out visitor is asked to sign in, comes back here
// and finds the product liked (disliked, collected): the reaction is set, not toggled, so it happens once.
import { useAuth } from '@/lib/auth-store';
import { useResumeAction, useSignInPrompt } from '@/lib/sign-in-prompt';
import { useReactToProduct } from '../api/react-product';
import { callFor, type ReactionCall, type ReactionIntent } from '../reaction-state';
import type { ProductReaction } from '@/types';

const SIGN_IN_REASON: Record<ReactionIntent, string> = {
  like: 'Sign in to like this product.',
  dislike: 'Sign in to dislike this product.',
  collect: 'Sign in to collect this product.',
};
const SET_CALL: Record<ReactionIntent, ReactionCall> = { like: 'like', dislike: 'dislike', collect: 'star' };

export function ReactionBar({ reaction }: { reaction: ProductReaction }) {
  const { isLoggedIn } = useAuth();
  const askToSignIn = useSignInPrompt();
  const mutation = useReactToProduct(reaction.product_id);
  const resumeKey = `product-reaction:${reaction.product_id}`;

  useResumeAction(resumeKey, ({ intent }) => {
    if (intent === 'like' || intent === 'dislike' || intent === 'collect') mutation.mutate(SET_CALL[intent]);
  });

  const act = (intent: ReactionIntent) => {
    if (!isLoggedIn) {
      askToSignIn(SIGN_IN_REASON[intent], { key: resumeKey, data: { intent } });
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
