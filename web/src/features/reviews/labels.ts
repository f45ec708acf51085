// Words for the API's skin-type and concern values (e.g. `dark_spots` → "Dark spots").
export function skinTypeLabel(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}

export const concernLabel = skinTypeLabel;
