import '@/styles/ingredients.css';
import '@/styles/labels.css';
import { useParams } from 'react-router-dom';
import { useSharedAnalysis } from '@/features/products/api/get-shared-analysis';
import { SavedAnalysisView } from '@/features/products/components/saved-analysis-view';

/** /analysis/shared/:token — a saved analysis its owner shared by link; anyone with the link reads it. */
export default function SharedAnalysisRoute() {
  const { token = '' } = useParams<{ token: string }>();
  return <SavedAnalysisView query={useSharedAnalysis(token)} />;
}
