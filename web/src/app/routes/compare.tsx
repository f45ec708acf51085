import '@/styles/ingredients.css';
import { CompareView } from '@/features/products/components/compare-view';

export default function CompareRoute() {
  return <CompareView />;
}
