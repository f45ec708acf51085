// /compare — pick 2–4 products (selectedCompareProducts, kept in ?ids= and session storage) and see
// them side by side: shared ingredients highlighted, unique ones per product, tags, flags, similarity.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ProductPicker } from '@/components/catalog/product-picker';
import { ProductCard } from '@/components/catalog/product-card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompareProducts } from '../api/compare-products';
import {
  COMPARE_MAX,
  addToSelection,
  canCompare,
  compareHref,
  loadSelection,
  parseCompareIds,
  removeFromSelection,
  saveSelection,
  selectionForIds,
  type CompareItem,
} from '../compare-selection';
import { tagLabel } from '../ingredient-list';
import type { CompareResult } from '@/types';
import { FlagRowItem, RecognitionBadge, flagRows, tagUnknown, tagsDataNote } from './analysis-parts';

function useCompareSelection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // `?ids=1,2` with a readable comma (URLSearchParams would write %2C)
  const writeUrl = (items: CompareItem[]) => navigate(compareHref(items.map((i) => i.product_id)), { replace: true });
  const urlIds = parseCompareIds(searchParams);
  const [known, setKnown] = useState<CompareItem[]>(() => loadSelection());
  // The URL wins (a shared link); with no ids in it, the session's selection fills it.
  const selection = useMemo(() => (urlIds.length || searchParams.has('ids') ? selectionForIds(urlIds, known) : known), [urlIds.join(','), known]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!searchParams.has('ids') && known.length) {
      writeUrl(known);
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (next: CompareItem[]) => {
    setKnown(next);
    saveSelection(next);
    writeUrl(next);
  };

  /** Names learnt from the compare answer (for ids that came from a link). */
  const learn = (result: CompareResult) => {
    const named = selection.map((s) => {
      const p = result.products.find((r) => r.product.product_id === s.product_id)?.product;
      return p ? { product_id: p.product_id, name: p.name, brand_name: p.brand_name } : s;
    });
    if (named.some((n, i) => n.name !== selection[i]?.name)) {
      setKnown(named);
      saveSelection(named);
    }
  };
  return { selection, update, learn };
}

function Picker({ selection, onAdd }: { selection: CompareItem[]; onAdd: (item: CompareItem) => void }) {
  return (
    <ProductPicker
      label="Add a product"
      onPick={onAdd}
      exclude={selection.map((p) => p.product_id)}
      hint={selection.length >= COMPARE_MAX ? `Up to ${COMPARE_MAX} products: adding one drops the first.` : undefined}
    />
  );
}

function SimilarityMatrix({ result }: { result: CompareResult }) {
  const names = result.products.map((p) => p.product.name);
  return (
    <table className="cmp-matrix" data-testid="similarity-matrix">
      <caption>Ingredient similarity ({result.metric === 'jaccard' ? 'share of all their ingredients that both have' : result.metric})</caption>
      <thead>
        <tr>
          <th scope="col" />
          {names.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {result.similarity.map((row, i) => (
          <tr key={names[i]}>
            <th scope="row">{names[i]}</th>
            {row.map((v, j) => (
              <td key={j} className={i === j ? 'cmp-matrix__self' : ''} style={i === j ? undefined : { background: `rgb(176 65 122 / ${Math.round(v * 45)}%)` }}>
                {i === j ? '—' : `${Math.round(v * 100)}%`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompareTable({ result }: { result: CompareResult }) {
  const shared = new Set(result.shared_ingredients);
  return (
    <div className="cmp-grid" style={{ gridTemplateColumns: `repeat(${result.products.length}, minmax(220px, 1fr))` }}>
      {result.products.map(({ product, ingredients, analysis }) => {
        const unique = result.unique_ingredients.find((u) => u.product_id === product.product_id)?.ingredients ?? [];
        return (
          <article key={product.product_id} className="cmp-col" data-testid="compare-column">
            <ProductCard product={product} />
            <RecognitionBadge summary={analysis} />
            <h3>Only in this one ({unique.length})</h3>
            {unique.length ? (
              <ul className="tag-list">
                {unique.map((u) => (
                  <li key={u} className="tag cmp-unique">
                    {u}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Nothing the others lack.</p>
            )}
            <h3>What's inside</h3>
            {tagsDataNote(analysis.tags) ? (
              <p className="ia-tags__note" data-testid="compare-no-data">
                Not enough ingredient data for free-from tags ({analysis.recognition_summary}).
              </p>
            ) : null}
            <ul className="cmp-tags">
              {analysis.tags.map((t) => {
                const unknown = tagUnknown(t);
                return (
                  <li
                    key={t.tag}
                    className={unknown ? 'ia-tag--unknown' : t.applies ? 'ia-tag--yes' : 'ia-tag--no'}
                    title={unknown ? 'not enough ingredient data' : t.triggers.join(', ')}
                    data-testid={`compare-tag-${t.tag}`}
                  >
                    {unknown ? '?' : t.applies ? '✓' : '✕'} {tagLabel(t.tag)}
                  </li>
                );
              })}
            </ul>
            <h3>Flagged ingredients ({flagRows(analysis.flags).length})</h3>
            {analysis.flags.length ? (
              <ul className="ia-flags ia-flags--compact">
                {flagRows(analysis.flags).map((row) => (
                  <FlagRowItem key={row.ingredient} row={row} />
                ))}
              </ul>
            ) : (
              <p className="muted">None.</p>
            )}
            <h3>Full list</h3>
            <ol className="cmp-ingredients">
              {ingredients.map((name, i) => (
                <li key={`${i}-${name}`} className={shared.has(name) ? 'cmp-shared' : ''}>
                  {name}
                </li>
              ))}
            </ol>
          </article>
        );
      })}
    </div>
  );
}

export function CompareView() {
  useDocumentTitle('Compare products');
  const { selection, update, learn } = useCompareSelection();
  const ids = selection.map((s) => s.product_id);
  const query = useCompareProducts(ids);
  const result = canCompare(ids) ? query.data : undefined;
  useEffect(() => {
    if (query.data) learn(query.data);
  }, [query.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="page cmp-page">
      <h1>Compare products</h1>
      <div className="ia-card">
        <ul className="cmp-selection" aria-label="Products to compare" data-testid="compare-selection">
          {selection.map((s) => (
            <li key={s.product_id} className="cmp-chip">
              {s.name}
              <button type="button" aria-label={`Remove ${s.name}`} onClick={() => update(removeFromSelection(selection, s.product_id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <Picker selection={selection} onAdd={(item) => update(addToSelection(selection, item))} />
        {!canCompare(ids) ? <p className="muted">Pick {ids.length ? 'one more product' : 'two to four products'} to compare.</p> : null}
      </div>
      {canCompare(ids) && query.isPending ? <Spinner label="Comparing…" /> : null}
      {query.isError ? <p className="muted">These products could not be compared.</p> : null}
      {result ? (
        <>
          <section className="ia-card">
            <h2>
              {result.shared_ingredients.length} ingredient{result.shared_ingredients.length === 1 ? '' : 's'} in common
            </h2>
            <ul className="tag-list" data-testid="shared-ingredients">
              {result.shared_ingredients.map((s) => (
                <li key={s} className="tag cmp-shared">
                  {s}
                </li>
              ))}
            </ul>
            <SimilarityMatrix result={result} />
          </section>
          <CompareTable result={result} />
        </>
      ) : null}
    </section>
  );
}
