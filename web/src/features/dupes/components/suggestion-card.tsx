// A member's dupe suggestion in a list: original → dupe, the title (to /userDupeDetail/:id), counts.
import '../dupes.css';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DupeSuggestion } from '@/types';
import { plural } from '@/lib/plural';

export const suggestionTitle = (d: Pick<DupeSuggestion, 'title' | 'original' | 'dupe'>) => d.title || `${d.dupe.name} for ${d.original.name}`;

export function SuggestionCard({ suggestion }: { suggestion: DupeSuggestion }) {
  return (
    <article className="suggestion-card" data-testid="suggestion-card">
      <div className="row row--middle" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
        <Link className="feedback-card__title" to={paths.userDupeDetail.getHref(suggestion.dupe_id)} style={{ fontWeight: 700 }}>
          {suggestionTitle(suggestion)}
        </Link>
        {suggestion.is_private ? <span className="badge">Private</span> : null}
        {suggestion.evidence.very_different ? <span className="badge badge--warn">Formulas differ a lot</span> : null}
      </div>
      <p className="muted">
        {suggestion.original.brand_name} {suggestion.original.name} → {suggestion.dupe.brand_name} {suggestion.dupe.name}
      </p>
      <p className="muted">
        by <Link to={paths.userProfile.getHref(suggestion.author.user_id)}>{suggestion.author.nickname || 'Member'}</Link> · ♥ {suggestion.like_count} ·{' '}
        {plural(suggestion.comment_count, 'comment')}
      </p>
    </article>
  );
}
