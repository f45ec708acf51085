// The pieces of an ingredient analysis, shared by /analyze, product detail and compare.
// Honest by construction: every flag names its trigger ingredients and its source, every
// correction is shown, every unrecognised name is highlighted.
import type { AnalysisSummary } from '@/types';

export function RecognitionBadge({ summary }: { summary: Pick<AnalysisSummary, 'recognised_count' | 'total' | 'recognition_summary'> }) {
  const { recognised_count: n, total: m } = summary;
  const full = m > 0 && n === m;
  return (
    <span className={`ia-badge ${full ? 'ia-badge--full' : 'ia-badge--partial'}`} data-testid="recognition-badge" title={summary.recognition_summary}>
      {n} of {m} recognised
    </span>
  );
}

