import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSavedAnalysis } from '@/features/products/api/get-saved-analysis';
import { SavedAnalysisView } from '@/features/products/components/saved-analysis-view';
import { useAuth } from '@/lib/auth-store';

/** /analysis/:id — one of the signed-in member's saved analyses (private ones are theirs alone). */
export default function SavedAnalysisRoute() {
  const { id } = useParams<{ id: string }>();
  const { isLoggedIn } = useAuth();
  const analysisId = Number(id);
  const query = useSavedAnalysis(Number.isInteger(analysisId) ? analysisId : 0, isLoggedIn);
  if (!isLoggedIn) return <Navigate to={paths.signin.getHref()} replace />;
  if (!Number.isInteger(analysisId) || analysisId <= 0) return <Navigate to={paths.notFound.getHref()} replace />;
  return <SavedAnalysisView query={query} />;
}
