import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OwnProfile } from '@/features/users/components/own-profile';
import { PublicProfileView } from '@/features/users/components/public-profile';
import { useAuth } from '@/lib/auth-store';

/** /userProfile/:id — own profile (editable) when the id is the signed-in user's, else public. */
export default function UserProfileScreen() {
  const { id } = useParams<{ id: string }>();
  const { userId, isLoggedIn } = useAuth();
  if (!id) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <section className="page">
      {isLoggedIn && userId === id ? <OwnProfile key={id} userId={id} /> : <PublicProfileView key={id} userId={id} />}
    </section>
  );
}
