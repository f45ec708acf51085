/** "1 review", "2 reviews", "0 comments": a count with its noun in the right number (`nouns` for irregular plurals). */
export function plural(count: number, noun: string, nouns: string = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
