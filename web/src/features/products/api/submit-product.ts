// POST /product/submit {name, brand_id, category_id?, ingredient_list, size_value?, size_unit?, price?, currency}
// → {product_id, status: "pending", analysis}: the member's product, seen by her alone until a moderator accepts it.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductSubmitInput, ProductSubmitResult } from '@/types';

export async function submitProduct(input: ProductSubmitInput): Promise<ProductSubmitResult> {
  return api.post('/product/submit', input);
}

export const submitProductMutationOptions = () =>
  mutationOptions({ mutationKey: ['products', 'submit-product'], mutationFn: submitProduct });

export function useSubmitProduct() {
  return useMutation(submitProductMutationOptions());
}
