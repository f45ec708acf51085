import { BrowseProducts } from '@/features/browse/components/browse-products';

/** /browseProducts — Search UI on our API; the URL holds the state. */
export default function BrowseProductsScreen() {
  return <BrowseProducts />;
}
