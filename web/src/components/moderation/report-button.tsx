// "Report" on anything a member published (review, routine, feedback, dupe suggestion, comment, profile): a reason
// picker and an optional note, sent to the moderators' queue (`POST /report`, lib/report-item). Shared, because
// every member-content feature shows it. Signed out, it leads to sign-in; the author never sees it on their own
// item (the caller leaves it out).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import type { ReportKind, ReportReason } from '@/types';
import { useReportItem } from '@/lib/report-item';

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam, advertising or a link to a shop' },
  { value: 'offensive', label: 'Offensive or hateful' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'misleading', label: 'Misleading or false claims' },
  { value: 'personal_info', label: "Someone's personal information" },
  { value: 'other', label: 'Something else' },
];

export function ReportButton({
  kind,
  id,
  noun,
  className,
}: {
  kind: ReportKind;
  id: number;
  noun: string;
  /** The class of the closed "Report" button (e.g. `comment__action` beside Reply); default a ghost button. */
  className?: string;
}) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportItem();

  if (report.isSuccess) {
    return (
      <p className="muted report-done" role="status" data-testid="report-done">
        Thanks: a moderator will look at this {noun}.
      </p>
    );
  }
  if (!open) {
    const start = () => (isLoggedIn ? setOpen(true) : navigate(paths.signin.getHref()));
    return className ? (
      <button type="button" className={className} data-testid="report-button" aria-label={`Report this ${noun}`} onClick={start}>
        Report
      </button>
    ) : (
      <Button variant="ghost" className="report-button" data-testid="report-button" aria-label={`Report this ${noun}`} onClick={start}>
        Report
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) report.mutate({ kind, id, reason, note: note.trim() });
  };
  return (
    <form className="report-form stack" onSubmit={submit} data-testid="report-form" aria-labelledby={`${formId}-legend`}>
      <fieldset className="stack">
        <legend id={`${formId}-legend`}>Why are you reporting this {noun}?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.value} className="report-form__reason">
            <input type="radio" name={`${formId}-reason`} value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
            {r.label}
          </label>
        ))}
      </fieldset>
      <label className="stack">
        <span>Anything the moderator should know (optional)</span>
        <textarea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
      </label>
      {report.isError ? (
        <p className="muted" role="alert">
          The report could not be sent. Try again.
        </p>
      ) : null}
      <div className="row">
        <Button type="submit" disabled={!reason} busy={report.isPending} data-testid="report-send">
          Send report
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
