// What the owner of a piece of member content can do with it: make it private or public, and remove it
// after a confirmation. `children` come first (e.g. an Edit link). Presentational: the caller's
// mutations decide, and the shown state changes on the server's answer.
import { useState, type ReactNode } from 'react';
import { Button } from './button';

export function OwnerActions({
  noun,
  isPrivate,
  onTogglePrivate,
  privacyBusy = false,
  onRemove,
  removeBusy = false,
  children,
}: {
  /** What the item is called: "feedback", "dupe suggestion", "shelf". */
  noun: string;
  isPrivate: boolean;
  onTogglePrivate: () => void;
  privacyBusy?: boolean;
  onRemove: () => void;
  removeBusy?: boolean;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="owner-actions" role="group" aria-label={`Your ${noun}`}>
      {children}
      <Button variant="secondary" busy={privacyBusy} onClick={onTogglePrivate} data-testid="toggle-private">
        {isPrivate ? 'Make public' : 'Make private'}
      </Button>
      {confirming ? (
        <>
          <span>Remove this {noun} for good?</span>
          <Button variant="danger" busy={removeBusy} onClick={onRemove}>
            Yes, remove
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      )}
    </div>
  );
}
