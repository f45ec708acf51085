import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { Navigate, useParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ReactedDupes, UserDupes } from '@/features/dupes/components/dupe-lists';
import { ReactedFeedback, UserFeedback } from '@/features/feedback/components/feedback-lists';
import { ReactedIngredients } from '@/features/inci/components/reacted-ingredients';
import { CollectedProducts, ReactedProducts } from '@/features/products/components/reacted-products';
import { SavedAnalysesPanel } from '@/features/products/components/saved-analyses';
import { ReactedReviews, UserReviews } from '@/features/reviews/components/review-lists';
import { ReactedRoutines, UserRoutines } from '@/features/routines/components/routine-lists';
import { ShelvesPanel } from '@/features/shelves/components/shelves-panel';
import { FollowPanel } from '@/features/social/components/follow-panel';
import { OwnProfile } from '@/features/users/components/own-profile';
import { PublicProfileView } from '@/features/users/components/public-profile';
import { useAuth } from '@/lib/auth-store';

/** The member's saved ingredient-list analyses: theirs alone, each shareable by link. */
function SavedAnalyses() {
  return (
    <section className="profile-lists" aria-labelledby="saved-analyses-title">
      <h2 id="saved-analyses-title">My saved analyses</h2>
      <SavedAnalysesPanel />
    </section>
  );
}

/** The own profile's private sub-lists (spec §2): what the member liked and disliked. */
function OwnProfileLists({ userId }: { userId: string }) {
  return (
    <section className="profile-lists" aria-labelledby="profile-lists-title">
      <h2 id="profile-lists-title">My reactions</h2>
      <Tabs
        label="My reactions"
        testId="profile-lists"
        items={[
          { id: 'liked-products', label: 'Liked products', panel: <ReactedProducts kind="like" userId={userId} /> },
          { id: 'disliked-products', label: 'Disliked products', panel: <ReactedProducts kind="dislike" userId={userId} /> },
          { id: 'liked-ingredients', label: 'Liked ingredients', panel: <ReactedIngredients kind="like" userId={userId} /> },
          { id: 'disliked-ingredients', label: 'Disliked ingredients', panel: <ReactedIngredients kind="dislike" userId={userId} /> },
        ]}
      />
    </section>
  );
}

/**
 * A member's community sub-lists (spec §2): their reviews and routines, the products they collected (issue 21
 * §3), and the reviews, routines, feedback and dupes they liked and starred. Private items show only to their owner; liked/starred lists are empty to others when the
 * member hides their collection (the API decides both).
 */
function CommunityLists({ userId, own }: { userId: string; own: boolean }) {
  return (
    <section className="profile-lists" aria-labelledby="community-lists-title">
      <h2 id="community-lists-title">{own ? 'My community' : 'Community'}</h2>
      <Tabs
        label={own ? 'My community' : 'Community'}
        testId="community-lists"
        items={[
          { id: 'reviews', label: own ? 'My reviews' : 'Reviews', panel: <UserReviews userId={userId} own={own} /> },
          { id: 'routines', label: own ? 'My routines' : 'Routines', panel: <UserRoutines userId={userId} own={own} /> },
          { id: 'collected-products', label: 'Collected products', panel: <CollectedProducts userId={userId} own={own} /> },
          { id: 'liked-reviews', label: 'Liked reviews', panel: <ReactedReviews which="like" userId={userId} own={own} /> },
          { id: 'starred-reviews', label: 'Starred reviews', panel: <ReactedReviews which="star" userId={userId} own={own} /> },
          { id: 'liked-routines', label: 'Liked routines', panel: <ReactedRoutines which="like" userId={userId} own={own} /> },
          { id: 'starred-routines', label: 'Starred routines', panel: <ReactedRoutines which="star" userId={userId} own={own} /> },
          { id: 'feedback', label: own ? 'My feedback' : 'Feedback', panel: <UserFeedback userId={userId} own={own} /> },
          { id: 'dupes', label: own ? 'My dupes' : 'Dupes', panel: <UserDupes userId={userId} own={own} /> },
          { id: 'liked-feedback', label: 'Liked feedback', panel: <ReactedFeedback which="like" userId={userId} own={own} /> },
          { id: 'starred-feedback', label: 'Starred feedback', panel: <ReactedFeedback which="star" userId={userId} own={own} /> },
          { id: 'liked-dupes', label: 'Liked dupes', panel: <ReactedDupes which="like" userId={userId} own={own} /> },
          { id: 'starred-dupes', label: 'Starred dupes', panel: <ReactedDupes which="star" userId={userId} own={own} /> },
        ]}
      />
    </section>
  );
}

/** A member's shelves (spec §2 shelves and shelf detail); a shelf opens in place by `?shelf=ID`. */
function Shelves({ userId, own }: { userId: string; own: boolean }) {
  return (
    <section className="profile-lists" aria-labelledby="shelves-title">
      <h2 id="shelves-title">{own ? 'My shelves' : 'Shelves'}</h2>
      <ShelvesPanel userId={userId} own={own} />
    </section>
  );
}

/** /userProfile/:id — own profile (editable, with its private lists) when the id is the signed-in user's, else public. */
export default function UserProfileScreen() {
  const { id } = useParams<{ id: string }>();
  const { userId, isLoggedIn } = useAuth();
  if (!id) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      {isLoggedIn && userId === id ? (
        <OwnProfile key={id} userId={id}>
          <FollowPanel userId={id} />
          <OwnProfileLists userId={id} />
          <CommunityLists userId={id} own />
          <Shelves userId={id} own />
          <SavedAnalyses />
        </OwnProfile>
      ) : (
        <>
          <PublicProfileView key={id} userId={id} />
          <FollowPanel key={`follow-${id}`} userId={id} />
          <CommunityLists key={`community-${id}`} userId={id} own={false} />
          <Shelves key={`shelves-${id}`} userId={id} own={false} />
        </>
      )}
    </section>
  );
}
