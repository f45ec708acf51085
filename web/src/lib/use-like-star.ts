// Like and star of one member-content item (review, routine, feedback, dupe): a toggle for members, and for a
// signed-out visitor the sign-in round trip (issue 21 §2) after which the like or star is SET on their return.
import { useAuth } from './auth-store';
import { useResumeAction, useSignInPrompt } from './sign-in-prompt';

export type LikeOrStar = 'like' | 'star';
type State = { liked: boolean; starred: boolean };

/**
 * `state`: the viewer's flags once the item has loaded (undefined before); `mutate` sends `{which, action}`
 * (1 sets, 0 clears). Answers the click handler for the like and star buttons.
 */
export function useLikeStar(noun: string, itemKey: string, state: State | undefined, mutate: (input: { which: LikeOrStar; action: 0 | 1 }) => void) {
  const { isLoggedIn } = useAuth();
  const askToSignIn = useSignInPrompt();
  const resumeKey = `${itemKey}-reaction`;
  const isOn = (which: LikeOrStar, s: State) => (which === 'like' ? s.liked : s.starred);
  useResumeAction(state ? resumeKey : null, ({ which }) => {
    if ((which === 'like' || which === 'star') && state && !isOn(which, state)) mutate({ which, action: 1 });
  });
  return (which: LikeOrStar) => {
    if (!isLoggedIn) return askToSignIn(`Sign in to ${which} this ${noun}.`, { key: resumeKey, data: { which } });
    if (state) mutate({ which, action: isOn(which, state) ? 0 : 1 });
  };
}
