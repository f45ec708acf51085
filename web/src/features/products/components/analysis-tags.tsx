// What's inside a product as tags (free-from, contains …), and the one note when data is too thin to say.
import { tagLabel } from '@/lib/tag-label';
import type { Tag } from '@/types';

/** A tag with no trigger on a list below the evidence bar: neither ✓ nor ✕, "not enough ingredient data". */
export const tagUnknown = (tag: Tag) => tag.status === 'not_enough_data';

/** The one sentence said when free-from tags are held back (once, not per tag). */
export function tagsDataNote(tags: readonly Tag[]): string | null {
  return tags.find(tagUnknown)?.note ?? null;
}

export function TagChips({ tags }: { tags: Tag[] }) {
  if (!tags.length) return null;
  const note = tagsDataNote(tags);
  return (
    <>
      {note ? (
        <p className="ia-tags__note" data-testid="tags-no-data">
          {note.charAt(0).toUpperCase() + note.slice(1)}.
        </p>
      ) : null}
      <ul className="ia-tags" aria-label="What's inside">
        {tags.map((tag) => {
          const unknown = tagUnknown(tag);
          const cls = unknown ? 'ia-tag--unknown' : tag.applies ? 'ia-tag--yes' : 'ia-tag--no';
          const why = unknown ? 'Not enough ingredient data. ' : tag.applies ? '' : `Not ${tagLabel(tag.tag).toLowerCase()}: ${tag.triggers.join(', ')}. `;
          return (
            <li key={tag.tag} className={`ia-tag ${cls}`} title={`${why}Source: ${tag.source_name || tag.source}`} data-testid={`tag-${tag.tag}`}>
              <span aria-hidden="true">{unknown ? '?' : tag.applies ? '✓' : '✕'}</span> {tagLabel(tag.tag)}
              {!tag.applies && tag.triggers.length ? <span className="ia-tag__why"> — {tag.triggers.join(', ')}</span> : null}
              {unknown ? <span className="ia-tag__why"> — not enough ingredient data</span> : null}
              <span className="visually-hidden">{unknown ? ' (unknown)' : tag.applies ? ' (applies)' : ' (does not apply)'}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
