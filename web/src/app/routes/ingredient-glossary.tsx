import '@/styles/ingredients.css';
import { Glossary } from '@/features/inci/components/glossary';

export default function IngredientGlossaryRoute() {
  return <Glossary />;
}
