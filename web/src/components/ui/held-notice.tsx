// What the author of a held item sees (issue 20 §5): an item the moderation check held, or a moderator refused,
// is theirs alone until a moderator accepts it. Nothing is shown for an accepted item, or to anyone else (the
// API sends the reason to the author only, and others never receive the item).
export function HeldNotice({ status, reason, noun }: { status: string | null | undefined; reason?: string | null; noun: string }) {
  if (!status || status === 'accepted') return null;
  const refused = status === 'rejected';
  return (
    <p className="held-notice" role="status" data-testid="held-notice">
      <strong>{refused ? 'Not published' : 'Awaiting moderation'}</strong>
      {reason ? `: ${reason}` : ''}. Only you can see this {noun}
      {refused ? '; an edit sends it to a moderator again.' : ' until a moderator accepts it.'}
    </p>
  );
}
