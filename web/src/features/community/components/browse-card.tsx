// One review or routine in a browse list: what it is about, whose skin, from where, and how helpful members found it.
import { Link } from 'react-router-dom';
import { RatingStars } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import type { ContentCard, ProfileOption } from '@/types';

export type Labels = { skinTypes: ProfileOption[]; concerns: ProfileOption[] };

const labelOf = (options: ProfileOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;

function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** " (12 km)" from the member's city; " (your city)" when it is the same city. */
function distanceText(km: number | null | undefined): string {
  if (km === null || km === undefined) return '';
  return km < 1 ? ' (your city)' : ` (${Math.round(km)} km)`;
}

export function BrowseCard({ card, labels }: { card: ContentCard; labels: Labels }) {
  const href = card.type === 'review' ? paths.reviewDetail.getHref(card.id) : paths.routineDetail.getHref(card.id);
  const skin = card.skin_type ? `${labelOf(labels.skinTypes, card.skin_type)} skin` : null;
  const concerns = (card.concerns ?? []).map((c) => labelOf(labels.concerns, c));
  return (
    <article className="browse-card" data-testid="browse-card">
      <div className="browse-card__head">
        {card.rating ? <RatingStars value={card.rating} /> : null}
        <h2 className="browse-card__title">
          <Link to={href}>{card.title || (card.type === 'review' ? 'Review' : 'Routine')}</Link>
        </h2>
      </div>
      {card.product_id && card.product_name ? (
        <p className="browse-card__product">
          {card.product_placeholder ? (
            <span className="muted">{card.product_name}</span>
          ) : (
            <Link to={paths.productDetail.getHref(card.product_id)}>{card.product_name}</Link>
          )}
        </p>
      ) : null}
      {card.excerpt ? <p className="browse-card__excerpt">{card.excerpt}</p> : null}
      {skin || concerns.length ? (
        <ul className="tag-list browse-card__skin" aria-label="Skin">
          {skin ? <li className="tag">{skin}</li> : null}
          {concerns.map((c) => (
            <li key={c} className="tag">
              {c}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted browse-card__meta">
        by <Link to={paths.userProfile.getHref(card.author_id)}>{card.author_nickname}</Link>
        {card.author_city ? (
          <span data-testid="browse-card-city">
            {' '}· {card.author_city}
            {distanceText(card.distance_km)}
          </span>
        ) : null}
        {' '}· <span aria-hidden="true">♥</span> {card.like_count}
        <span className="visually-hidden"> {card.like_count === 1 ? 'like' : 'likes'}</span> · {shortDate(card.created_at)}
      </p>
    </article>
  );
}
