// "Find dupes for this list": cheaper products that keep the list's key actives (GET /product/analyze_dupes), asked
// for when the member presses the button; open at once when the list is no catalogue product.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useListDupes } from '../api/get-list-dupes';
import { DupeItem } from './dupes-list';

export function ListDupesPanel({ list }: { list: string }) {
  const [asked, setAsked] = useState(false);
  const dupes = useListDupes(list, asked);
  return (
    <section className="ia-card" aria-labelledby="ld-title" data-testid="list-dupes">
      <div className="ia-card__head">
        <h2 id="ld-title">Dupes for this list</h2>
        {!asked ? (
          <Button variant="secondary" onClick={() => setAsked(true)} data-testid="find-list-dupes">
            Find dupes for this list
          </Button>
        ) : null}
      </div>
      {!asked ? <p className="muted ia-help">Cheaper products that keep this list's key actives.</p> : null}
      {asked && dupes.isPending ? <Spinner label="Looking for dupes…" /> : null}
      {dupes.isError ? <p className="muted">Dupes are not available right now.</p> : null}
      {dupes.data ? (
        <>
          <p data-testid="list-dupes-note">{dupes.data.note}</p>
          {dupes.data.items.length ? (
            <ol className="dupe-list">
              {dupes.data.items.map((dupe, index) => (
                <li key={dupe.product.product_id}>
                  <DupeItem dupe={dupe} originalId={dupes.data.reference?.product_id ?? dupe.product.product_id} rank={index + 1} />
                </li>
              ))}
            </ol>
          ) : dupes.data.reference ? (
            <p className="muted">No cheaper product keeps its key actives.</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
