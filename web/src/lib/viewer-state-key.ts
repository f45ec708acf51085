// Query key root of the signed-in member's own state of what a page shows (GET /me/state, issue 25 §1): the
// features whose writes change it (a reaction, a rating, a shelf) refresh it under this root without importing
// the feature that asks it.
export const viewerStateQueryRoot = ['viewer-state'] as const;
