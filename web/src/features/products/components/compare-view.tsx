// /compare — pick 2–4 products (selectedCompareProducts, kept in ?ids= and session storage) and see
// them side by side in one table: price, price per ml/g, both ratings, unique ingredients, tags, flags, the lists.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ProductPicker } from '@/components/catalog/product-picker';
import { Spinner } from '@/components/ui/spinner';
import { BusinessError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompareProducts } from '../api/compare-products';
import { COMPARE_MAX, addToSelection, canCompare, compareHref, loadSelection, parseCompareIds, removeFromSelection, saveSelection, selectionForIds, type CompareItem } from '../compare-selection';
import type { CompareResult } from '@/types';
import { SimilarityMatrix, CompareTable } from './compare-table';

function useCompareSelection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // `?ids=1,2` with a readable comma (URLSearchParams would write %2C)
  const writeUrl = (items: CompareItem[]) => navigate(compareHref(items.map((i) => i.product_id)), { replace: true });
  const urlIds = parseCompareIds(searchParams);
  const [known, setKnown] = useState<CompareItem[]>(() => loadSelection());
  // The URL wins (a shared link); with no ids in it, the session's selection fills it.
  // (Keyed by the ids' text: the parsed list is a new array on every render.)
  const idsKey = urlIds.join(',');
  const hasIds = searchParams.has('ids');
  const selection = useMemo(
    () => (idsKey || hasIds ? selectionForIds(idsKey ? idsKey.split(',').map(Number) : [], known) : known),
    [idsKey, hasIds, known],
  );

  // On arrival only: a URL without ids shows the session's selection.
  const fillUrlFromSession = useEffectEvent(() => {
    if (!searchParams.has('ids') && known.length) writeUrl(known);
  });
  useEffect(() => fillUrlFromSession(), []);

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

export function CompareView() {
  useDocumentTitle('Compare products');
  const { selection, update, learn } = useCompareSelection();
  const ids = selection.map((s) => s.product_id);
  const query = useCompareProducts(ids);
  const result = canCompare(ids) ? query.data : undefined;
  const onCompared = useEffectEvent(learn);
  useEffect(() => {
    if (query.data) onCompared(query.data);
  }, [query.data]);

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
      {query.isError ? (
        // a refusal the member can act on (two listings of one product: `same_product`) says why; anything else is generic
        <p className={query.error instanceof BusinessError ? 'form-message form-message--error' : 'muted'} role="alert" data-testid="compare-error">
          {query.error instanceof BusinessError ? query.error.message : 'These products could not be compared.'}
        </p>
      ) : null}
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
