// One saved analysis (/analysis/:id for its owner, /analysis/shared/:token for anyone with the link): the list as
// saved, analysed again now, what it is, and its dupes.
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SavedAnalysis } from '@/types';
import { AnalysisView } from './analysis-view';
import { ListDupesPanel } from './list-dupes';
import { ListIdentityPanel } from './list-identity';

type Query = { isPending: boolean; isError: boolean; data?: SavedAnalysis };

export function SavedAnalysisView({ query }: { query: Query }) {
  useDocumentTitle(query.data ? query.data.name : 'Saved analysis');
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <p className="muted">This analysis could not be loaded.</p>;
  const saved = query.data;
  return (
    <section className="page ia-page" data-testid="saved-analysis-page">
      <header className="ia-hero">
        <h1>{saved.name}</h1>
        <p className="muted">
          {saved.is_owner
            ? `Saved ${new Date(saved.created_at).toLocaleDateString()} · ${saved.shared ? 'shared by link' : 'private: only you can see it'}`
            : `Shared by ${saved.owner_nickname ?? 'a member'}`}{' '}
          · <Link to={`${paths.analyze.getHref()}?list=${encodeURIComponent(saved.ingredient_list)}`}>Open in the analyzer</Link>
        </p>
      </header>
      <section className="ia-card">
        <h2>The list</h2>
        <p className="sa-list">{saved.ingredient_list}</p>
      </section>
      <ListIdentityPanel identity={saved.analysis.identity} />
      <AnalysisView result={saved.analysis} />
      <ListDupesPanel list={saved.ingredient_list} />
    </section>
  );
}
