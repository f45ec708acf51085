// /userDupeDetail/:id — a member's dupe suggestion: the original and the dupe, the member's case and
// photos, the engine's evidence for the pair, like and star (likes are the votes of the find-dupe
// ranking), and for the owner: edit (in place), private/public, remove. Comments are composed by the route.
import '../dupes.css';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/moderation/report-button';
import { HeldNotice } from '@/components/ui/held-notice';
import { LikeStarBar } from '@/components/ui/like-star-bar';
import { OwnerActions } from '@/components/ui/owner-actions';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLikeStar } from '@/lib/use-like-star';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DupeSuggestion } from '@/types';
import { useDupeDetail } from '../api/get-dupe-detail';
import { useReactToDupe } from '../api/react-dupe';
import { useRemoveDupe } from '../api/remove-dupe';
import { useSetDupePrivate } from '../api/set-dupe-private';
import { DupeEvidence } from './dupe-evidence';
import { SuggestDupeForm } from './suggest-dupe-form';
import { suggestionTitle } from './suggestion-card';

function Owner({ suggestion }: { suggestion: DupeSuggestion }) {
  const navigate = useNavigate();
  const privacy = useSetDupePrivate(suggestion.dupe_id);
  const remove = useRemoveDupe(suggestion.dupe_id);
  const [editing, setEditing] = useState(false);
  if (editing) return <SuggestDupeForm editing={suggestion} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />;
  return (
    <OwnerActions
      noun="dupe suggestion"
      isPrivate={suggestion.is_private}
      onTogglePrivate={() => privacy.mutate(!suggestion.is_private)}
      privacyBusy={privacy.isPending}
      onRemove={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.findDupe.getHref(suggestion.original.product_id), { replace: true }) })}
      removeBusy={remove.isPending}
    >
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Edit
      </Button>
    </OwnerActions>
  );
}

export function DupeDetailView({ dupeId, children }: { dupeId: number; children?: ReactNode }) {
  const query = useDupeDetail(dupeId);
  const react = useReactToDupe(dupeId);
  const toggle = useLikeStar('dupe', `dupe:${dupeId}`, query.data, react.mutate);
  useDocumentTitle(query.data ? suggestionTitle(query.data) : 'Dupe');
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <p className="muted">This dupe could not be loaded.</p>;
  const d = query.data;
  return (
    <div className="stack" data-testid="dupe-detail">
      <article className="ia-card stack">
        <header className="stack">
          <div className="row row--middle" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
            <span className="badge badge--accent">Member suggestion</span>
            {d.is_private ? (
              <span className="badge" data-testid="private-badge">
                Private
              </span>
            ) : null}
          </div>
          <h1>{suggestionTitle(d)}</h1>
          <p className="muted">
            Suggested by{' '}
            <Link to={paths.userProfile.getHref(d.author.user_id)} data-testid="dupe-author">
              {d.author.nickname || 'Member'}
            </Link>{' '}
            · <time dateTime={d.created_at}>{new Date(d.created_at).toLocaleDateString()}</time>
          </p>
        </header>
        <div className="dupe-pair">
          <div data-testid="dupe-original">
            <p className="muted">The original</p>
            <ProductCard product={d.original} />
          </div>
          <span className="dupe-pair__arrow" aria-hidden="true">
            →
          </span>
          <div data-testid="dupe-product">
            <p className="muted">The dupe</p>
            <ProductCard product={d.dupe} />
          </div>
        </div>
        {d.description ? (
          <p className="feedback-text" data-testid="dupe-description" style={{ whiteSpace: 'pre-wrap' }}>
            {d.description}
          </p>
        ) : null}
        {d.images.length ? (
          <ul className="image-strip image-strip--large" aria-label="Photos">
            {d.images.map((image, index) => (
              <li key={image.file_id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={`Photo ${index + 1} of the suggestion`} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <HeldNotice status={d.moderation_status} reason={d.held_reason} noun="dupe suggestion" />
        <DupeEvidence evidence={d.evidence} />
        <p>
          <Link to={paths.findDupe.getHref(d.original.product_id)}>All dupes for {d.original.name}</Link>
          {' · '}
          <Link to={`${paths.compare.getHref()}?ids=${d.original.product_id},${d.dupe.product_id}`}>Compare both</Link>
        </p>
        <LikeStarBar
          label="React to this dupe"
          liked={d.liked}
          starred={d.starred}
          likeCount={d.like_count}
          starCount={d.star_count}
          busy={react.isPending}
          onLike={() => toggle('like')}
          onStar={() => toggle('star')}
        />
        {d.is_owner ? <Owner suggestion={d} /> : <ReportButton kind="dupe" id={d.dupe_id} noun="dupe suggestion" />}
      </article>
      {children}
    </div>
  );
}
