// POST /report {kind, id, reason, note} → {report_id, kind, id, created}. Signed in, something another member
// wrote and the viewer can see; one report per member and item (a second answers the first: created false).
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { ReportInput, ReportResult } from '@/types';

export async function reportItem(input: ReportInput): Promise<ReportResult> {
  return api.post('/report', input);
}

export function useReportItem() {
  return useMutation({ mutationKey: ['reports', 'report'], mutationFn: reportItem });
}
