import '@/styles/ingredients.css';
import { Navigate, useParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ReactedIngredients } from '@/features/inci/components/reacted-ingredients';
import { ReactedProducts } from '@/features/products/components/reacted-products';
import { OwnProfile } from '@/features/users/components/own-profile';
import { PublicProfileView } from '@/features/users/components/public-profile';
import { useAuth } from '@/lib/auth-store';

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

/** /userProfile/:id — own profile (editable, with its private lists) when the id is the signed-in user's, else public. */
export default function UserProfileScreen() {
  const { id } = useParams<{ id: string }>();
  const { userId, isLoggedIn } = useAuth();
  if (!id) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      {isLoggedIn && userId === id ? (
        <OwnProfile key={id} userId={id}>
          <OwnProfileLists userId={id} />
        </OwnProfile>
      ) : (
        <PublicProfileView key={id} userId={id} />
      )}
    </section>
  );
}
