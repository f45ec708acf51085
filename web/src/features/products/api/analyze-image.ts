// POST /product/analyze_image — multipart, one field `file` (a label photo) → the text read, the list read from it
// (each name with its confidence and any correction), the same analysis as /product/analyze, and what it is.
// 413 (too large), 415 (not an image), 429 and 503 (busy) are shown beside the picker, never routed to /error.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ImageAnalysis } from '@/types';

export const LABEL_HANDLED_STATUSES = [413, 415, 503] as const;
/** Reading waits for the server's one OCR at a time: more than the default 30 s may pass in a queue. */
const LABEL_TIMEOUT_MS = 60_000;

export async function analyzeImage(file: Blob, signal?: AbortSignal): Promise<ImageAnalysis> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'label.jpg');
  return api.post('/product/analyze_image', form, {
    signal,
    handledStatuses: LABEL_HANDLED_STATUSES,
    timeoutMs: LABEL_TIMEOUT_MS,
  });
}

export const analyzeImageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['products', 'analyze-image'],
    mutationFn: (file: Blob) => analyzeImage(file),
  });

export function useAnalyzeImage() {
  return useMutation(analyzeImageMutationOptions());
}
