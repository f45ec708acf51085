// "Photograph or upload a label" (/analyze): on a phone the camera opens (capture="environment"). The photo is read
// by POST /product/analyze_image; the screen shows it beside the list read from it, each name editable (with how
// sure we are and what we corrected), and hands the list to the analyzer (`onList`) at once and again after fixes.
import { useEffect, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-errors';
import type { ImageAnalysis } from '@/types';
import { useAnalyzeImage } from '../api/analyze-image';

const ACCEPT = 'image/jpeg,image/png,image/webp';
/** Below this a name is marked "check this" (resolution × OCR confidence). */
const SURE = 0.8;

function failure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return 'We are reading many photos right now. Please try again in a moment.';
    return error.message;
  }
  return 'The photo could not be read. Please try again, or paste the list.';
}

type Props = {
  /** The list read (or fixed by the member), as one text: the analyzer analyses it. */
  onList: (list: string) => void;
};

export function LabelPhoto({ onList }: Props) {
  const read = useAnalyzeImage();
  const [photo, setPhoto] = useState<string | null>(null);
  const [result, setResult] = useState<ImageAnalysis | null>(null);
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo);
  }, [photo]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same photo may be picked again
    if (!file) return;
    setPhoto(URL.createObjectURL(file));
    setResult(null);
    read.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setNames(answer.names.map((n) => n.inci ?? n.printed));
        onList(answer.ingredient_list);
      },
    });
  };

  const edited = result !== null && names.some((name, i) => name !== (result.names[i]?.inci ?? result.names[i]?.printed));
  const list = names.map((n) => n.trim()).filter(Boolean).join(', ');

  return (
    <section className="ia-card lp" aria-labelledby="lp-title" data-testid="label-photo">
      <div className="ia-card__head">
        <h2 id="lp-title">Photograph or upload a label</h2>
      </div>
      <p className="muted ia-help">
        Hold the list flat and fill the frame. We read it, show you what we read and what we corrected, and analyse
        it — fix any name before you analyse again.
      </p>
      <label className="btn btn--secondary lp-pick">
        <input
          type="file"
          accept={ACCEPT}
          capture="environment"
          className="visually-hidden"
          onChange={pick}
          disabled={read.isPending}
          data-testid="label-file"
        />
        {photo ? 'Take or choose another photo' : 'Photograph or upload a label'}
      </label>
      {read.isPending ? (
        <div className="lp-reading">
          <Spinner label="Reading the label…" />
          <span>Reading the label…</span>
        </div>
      ) : null}
      {read.isError ? (
        <p className="form-message form-message--error" role="alert">
          {failure(read.error)}
        </p>
      ) : null}
      {photo && (result || read.isPending) ? (
        <div className="lp-read">
          <figure className="lp-photo">
            <img src={photo} alt="Your label photo" />
            {result?.steps.length ? <figcaption className="muted">{result.steps.join(' · ')}</figcaption> : null}
          </figure>
          {result ? (
            <div className="lp-list" data-testid="label-list">
              <h3>
                The list we read <span className="muted">({result.names.length} names)</span>
              </h3>
              <ol className="lp-names">
                {result.names.map((n, i) => {
                  const unsure = !n.inci || n.confidence < SURE;
                  return (
                    <li key={i} className={unsure ? 'lp-name lp-name--unsure' : 'lp-name'}>
                      <label className="visually-hidden" htmlFor={`lp-name-${i}`}>
                        Name {i + 1}
                      </label>
                      <input
                        id={`lp-name-${i}`}
                        className="input lp-input"
                        value={names[i] ?? ''}
                        onChange={(e) => setNames((all) => all.map((v, j) => (j === i ? e.target.value : v)))}
                      />
                      <span className="lp-meta">
                        <span className="lp-conf" title="How sure we are of this name">
                          {Math.round(n.confidence * 100)}%
                        </span>
                        {n.correction ? <span className="lp-fix">{n.correction}</span> : null}
                        {!n.inci ? <span className="lp-fix">not recognised — check it</span> : null}
                      </span>
                    </li>
                  );
                })}
              </ol>
              {result.corrections.length ? (
                <div className="ia-corrections">
                  <p>
                    <strong>What we changed in what we read</strong>
                  </p>
                  <ul>
                    {result.corrections.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="row">
                <Button onClick={() => onList(list)} disabled={!list} data-testid="label-analyse">
                  {edited ? 'Analyse with my fixes' : 'Analyse this list again'}
                </Button>
              </div>
              <details className="lp-text">
                <summary>The text as read from the photo</summary>
                <pre>{result.text}</pre>
              </details>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
