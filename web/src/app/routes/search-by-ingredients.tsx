import '@/styles/ingredients.css';
import { SearchByIngredients } from '@/features/inci/components/search-by-ingredients';

export default function SearchByIngredientsRoute() {
  return <SearchByIngredients />;
}
