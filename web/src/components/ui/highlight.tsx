import { parseHighlight } from '@/lib/highlight';

/** A search snippet with its `<em>` matches as <mark>-like emphasis; nothing else is HTML. */
export function Highlight({ snippet, fallback }: { snippet?: string | null; fallback?: string | null }) {
  if (!snippet) return <>{fallback ?? ''}</>;
  return (
    <>
      {parseHighlight(snippet).map((segment, index) =>
        segment.em ? (
          <em key={index} className="hl">
            {segment.text}
          </em>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
