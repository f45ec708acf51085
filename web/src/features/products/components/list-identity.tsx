// Which catalogue product a pasted or photographed list is (the analysis's `identity`): "This list is X —
// identical ingredients", or the three closest with how much they share, each linking to its product page.
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { paths } from '@/config/paths';
import type { ListIdentity } from '@/types';

const pct = (value: number) => `${Math.round(value * 100)}%`;

export function ListIdentityPanel({ identity }: { identity: ListIdentity }) {
  const [first] = identity.matches;
  return (
    <section className="ia-card li" aria-labelledby="li-title" data-testid="list-identity">
      <div className="ia-card__head">
        <h2 id="li-title">{identity.verdict === 'identical' ? 'We know this list' : 'What this list is'}</h2>
      </div>
      <p className="li-sentence" data-testid="identity-sentence">
        {identity.verdict === 'identical' && first ? (
          <>
            This list is{' '}
            <Link to={paths.productDetail.getHref(first.product.product_id)} data-testid="identity-link">
              {first.product.brand_name} {first.product.name}
            </Link>{' '}
            — {first.same_order === false ? 'the same ingredients, in another order' : 'identical ingredients'}.
          </>
        ) : (
          identity.sentence
        )}
      </p>
      {identity.matches.length ? (
        <ol className="li-matches">
          {identity.matches.map((m) => (
            <li key={m.product.product_id}>
              <ProductCard product={m.product}>
                <p className="li-score">
                  {m.identical ? (
                    <strong>Identical ingredients</strong>
                  ) : (
                    <span>
                      <strong>{pct(m.similarity)} similar</strong> · {m.shared_count} ingredients in common
                    </span>
                  )}
                </p>
              </ProductCard>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
