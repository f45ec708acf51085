// "Can't find it? Add it": from wherever a member looks for a product and does not find it (search, the analyzer,
// the product pickers) to the "Add a product" form, which sends a signed-out visitor to sign in first.
import './add-product-link.css';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function AddProductLink({ name, ingredientList, className = 'add-product-link' }: { name?: string; ingredientList?: string; className?: string }) {
  return (
    <Link className={className} to={paths.addProduct.getHref(name)} state={ingredientList ? { ingredientList } : undefined} data-testid="add-product-link">
      Can’t find it? Add it
    </Link>
  );
}
