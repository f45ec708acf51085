// POST /product/group/report {product_id, other_product_id, note} → the member's "not the same product" report,
// waiting for a moderator.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GroupReport } from '@/types';

export async function reportNotSameProduct(productId: number, otherProductId: number, note = ''): Promise<GroupReport> {
  return api.post('/product/group/report', { product_id: productId, other_product_id: otherProductId, note });
}

export const reportNotSameMutationOptions = (productId: number) =>
  mutationOptions({
    mutationKey: ['products', 'report-not-same', productId],
    mutationFn: (otherProductId: number) => reportNotSameProduct(productId, otherProductId),
  });

export function useReportNotSameProduct(productId: number) {
  return useMutation(reportNotSameMutationOptions(productId));
}
