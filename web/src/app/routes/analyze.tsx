import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { PageLoader } from '@/components/ui/spinner';
import { AnalyzeScreen } from '@/features/products/components/analyze-screen';
import { DEFAULT_PROFILE_OPTIONS, useProfileOptions } from '@/features/users/api/get-profile-options';
import { useUserInfo } from '@/features/users/api/get-user-info';
import { useAuth } from '@/lib/auth-store';

/** /analyze — the skin fields start from the signed-in member's profile. */
export default function AnalyzeRoute() {
  const { userId, isLoggedIn } = useAuth();
  const user = useUserInfo(isLoggedIn ? userId : null);
  const options = useProfileOptions();
  if (isLoggedIn && user.isPending) return <PageLoader />;
  const { skin_types, concerns } = options.data ?? DEFAULT_PROFILE_OPTIONS;
  const profile = user.data ? { skin_type: user.data.skin_type, concerns: user.data.concerns } : null;
  return <AnalyzeScreen profile={profile} skinTypes={skin_types} concerns={concerns} />;
}
