// What one search result shows (a product, brand, category, ingredient, member or a member's post), the lists of
// them and the best matches above the groups.
import { Link } from 'react-router-dom';
import { offerText } from '@/components/catalog/offer';
import { ProductRatings, ratingsOfDocument } from '@/components/catalog/ratings';
import { Highlight } from '@/components/ui/highlight';
import type { SearchItem } from '@/types';
import { resultKey } from '../groups';
import { itemHref, KIND_LABELS } from '../links';

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const first = (item: SearchItem, field: string): string | undefined => item.highlights?.[field]?.[0];

function ResultBody({ item }: { item: SearchItem }) {
  const f = item.fields;
  switch (item.type) {
    case 'product': {
      // one result per product: "at 3 retailers · from $12.00" when several shops sell it
      const details = [text(f.brand), offerText(f.price, f.retailer_count)].filter(Boolean).join(' · ');
      const ratings = ratingsOfDocument(f);
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          {details ? <span className="result__meta">{details}</span> : null}
          <ProductRatings className="result__meta" retailer={ratings.retailer} members={ratings.members} />
          {first(item, 'ingredients') ? (
            <span className="result__snippet">
              Contains <Highlight snippet={first(item, 'ingredients')} />
            </span>
          ) : null}
        </>
      );
    }
    case 'brand':
    case 'category':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          <span className="result__meta">
            {item.type === 'category' && Array.isArray(f.path) ? `${(f.path as unknown[]).map(text).join(' › ')} · ` : ''}
            {Number(f.product_count ?? 0).toLocaleString('en-US')} product{Number(f.product_count) === 1 ? '' : 's'}
          </span>
        </>
      );
    case 'inci':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'name')} fallback={text(f.name)} />
          </span>
          <span className="result__meta">
            {Array.isArray(f.functions) && f.functions.length ? (f.functions as unknown[]).map(text).join(', ') : 'Ingredient'}
            {typeof f.product_count === 'number'
              ? ` · in ${f.product_count.toLocaleString('en-US')} product${f.product_count === 1 ? '' : 's'}`
              : ''}
          </span>
        </>
      );
    case 'user':
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'nickname')} fallback={text(f.nickname)} />
          </span>
          <span className="result__meta">{f.is_imported ? 'Reviews imported from Sephora' : 'Glowdex member'}</span>
        </>
      );
    default:
      return (
        <>
          <span className="result__title">
            <Highlight snippet={first(item, 'title')} fallback={text(f.title) || KIND_LABELS[item.type]} />
          </span>
          <span className="result__meta">
            {KIND_LABELS[item.type] ?? item.type}
            {f.author_nickname ? ` by ${text(f.author_nickname)}` : ''}
            {f.product_names ? ` · ${text(f.product_names)}` : ''}
          </span>
          {first(item, 'body') ? (
            <span className="result__snippet">
              <Highlight snippet={first(item, 'body')} />
            </span>
          ) : null}
        </>
      );
  }
}

export function ResultList({ items }: { items: readonly SearchItem[] }) {
  return (
    <ul className="result-list">
      {items.map((item) => (
        <li key={resultKey(item)} className={`result result--${item.type}`}>
          <Link to={itemHref(item)} className="result__link">
            <ResultBody item={item} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "showing 9 of 437": what is on the screen, of how many that matched. */
export function Shown({ shown, total }: { shown: number; total?: number }) {
  return (
    <span className="muted result-group__count">
      {total === undefined || total === shown
        ? `· ${shown.toLocaleString('en-US')}`
        : `· showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
    </span>
  );
}

/** The best matches (a name that answers the whole query), each with its kind, above the groups. */
export function BestMatches({ items }: { items: readonly SearchItem[] }) {
  if (!items.length) return null;
  return (
    <section className="best-matches" aria-labelledby="best-matches" data-testid="best-matches">
      <h2 id="best-matches" className="visually-hidden">
        Best {items.length === 1 ? 'match' : 'matches'}
      </h2>
      <ul className="result-list">
        {items.map((item) => (
          <li key={resultKey(item)} className={`result result--best result--${item.type}`} data-testid="best-match">
            <Link to={itemHref(item)} className="result__link">
              <span className="result__kind">{KIND_LABELS[item.type] ?? item.type}</span>
              <ResultBody item={item} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
