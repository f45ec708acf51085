import { SearchResults } from '@/features/search/components/search-results';

/** /ntn/search?keyword=…&kinds=… */
export default function SearchScreen() {
  return <SearchResults />;
}
