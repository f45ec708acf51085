// The member's saved analyses on their own profile: open, share by link (private by default), remove.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import type { Page, SavedAnalysisItem } from '@/types';
import { useMyAnalyses } from '../api/get-my-analyses';
import { useRemoveAnalysis } from '../api/remove-analysis';
import { useShareAnalysis } from '../api/share-analysis';

function shareUrl(token: string): string {
  return `${window.location.origin}${paths.sharedAnalysis.getHref(token)}`;
}

function SavedAnalysisCard({ item }: { item: SavedAnalysisItem }) {
  const share = useShareAnalysis();
  const remove = useRemoveAnalysis();
  const [copied, setCopied] = useState(false);
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(shareUrl(token));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <article className="sa-card" data-testid="saved-analysis">
      <h3 className="sa-card__name">
        <Link to={paths.savedAnalysis.getHref(item.analysis_id)}>{item.name}</Link>
      </h3>
      <p className="muted">
        {item.ingredient_count} ingredients · {item.source === 'photo' ? 'from a photo' : 'pasted'} ·{' '}
        {new Date(item.created_at).toLocaleDateString()} · {item.shared ? 'shared by link' : 'private'}
      </p>
      {item.shared && item.share_token ? (
        <p className="sa-link">
          <input className="input" readOnly value={shareUrl(item.share_token)} aria-label={`Link to ${item.name}`} />
          <Button variant="ghost" onClick={() => void copy(item.share_token ?? '')}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </p>
      ) : null}
      <div className="row">
        <Button variant="secondary" busy={share.isPending}
          onClick={() => share.mutate({ analysis_id: item.analysis_id, shared: !item.shared })}>
          {item.shared ? 'Stop sharing' : 'Share by link'}
        </Button>
        <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate(item.analysis_id)}>
          Remove
        </Button>
      </div>
    </article>
  );
}

export function SavedAnalysesPanel() {
  const query = useMyAnalyses();
  const items = useMemo(
    () => flattenPages((query.data?.pages ?? []).map((p: Page<SavedAnalysisItem>) => p.items), (a) => a.analysis_id),
    [query.data],
  );
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(a) => a.analysis_id}
      renderItem={(a) => <SavedAnalysisCard item={a} />}
      label="My saved analyses"
      testId="saved-analyses"
      empty={
        <>
          Nothing saved yet: <Link to={paths.analyze.getHref()}>analyse a list or a label photo</Link> and save it.
        </>
      }
    />
  );
}
