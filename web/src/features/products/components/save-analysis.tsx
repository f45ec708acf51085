// Keep an analysed list by name (signed-in members; private until shared). Signed out: a link to sign in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import type { AnalysisSource, ListIdentity } from '@/types';
import { useSaveAnalysis } from '../api/save-analysis';

function suggestedName(identity: ListIdentity | undefined): string {
  const first = identity?.matches[0];
  if (identity?.verdict === 'identical' && first) return `${first.product.brand_name} ${first.product.name}`.slice(0, 120);
  return `My list, ${new Date().toLocaleDateString()}`;
}

type Props = { list: string; source: AnalysisSource; identity?: ListIdentity };

export function SaveAnalysisPanel({ list, source, identity }: Props) {
  const { isLoggedIn, userId } = useAuth();
  const save = useSaveAnalysis();
  const [name, setName] = useState(() => suggestedName(identity));
  if (!isLoggedIn) {
    return (
      <p className="muted" data-testid="save-analysis-signin">
        <Link to={paths.signin.getHref()}>Sign in</Link> to
        save this analysis to your profile.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate({ name: name.trim(), ingredient_list: list, source });
  };
  return (
    <form className="ia-card sa" onSubmit={submit} aria-label="Save this analysis" data-testid="save-analysis">
      <div className="field">
        <label className="field__label" htmlFor="sa-name">
          Save this analysis as
        </label>
        <div className="sa-row">
          <input id="sa-name" className="input" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" busy={save.isPending} disabled={!name.trim() || save.isSuccess}>
            {save.isSuccess ? 'Saved' : 'Save'}
          </Button>
        </div>
      </div>
      {save.isSuccess && userId ? (
        <p className="form-message" role="status" data-testid="saved-analysis-message">
          Saved — only you can see it.{' '}
          <Link to={paths.userProfile.getHref(userId)}>See your saved analyses</Link>, where you can share it by link.
        </p>
      ) : null}
      {save.isError ? (
        <p className="form-message form-message--error" role="alert">
          {save.error instanceof Error ? save.error.message : 'The analysis could not be saved.'}
        </p>
      ) : null}
    </form>
  );
}
