import { FollowedContent, PopularBrands, RandomContent, RandomProducts } from '@/features/browse/components/home-sections';
import { SearchCombobox } from '@/features/search/components/search-combobox';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** / — search first: a big search box with suggestions, then brands, products and community posts. */
export default function HomeScreen() {
  useDocumentTitle('');
  const { isLoggedIn, userId } = useAuth();
  return (
    <section className="page home">
      <div className="home__hero">
        <h1>Find what’s inside your skincare</h1>
        <p className="muted">Search products, brands, categories and ingredients — typos welcome.</p>
        <SearchCombobox id="home-search" label="Search products, brands, categories and ingredients" variant="hero" />
      </div>
      {isLoggedIn && userId ? <FollowedContent key={userId} userId={userId} /> : null}
      <PopularBrands />
      <RandomProducts />
      <RandomContent />
    </section>
  );
}
