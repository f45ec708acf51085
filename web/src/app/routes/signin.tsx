import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SigninForm } from '@/features/auth/components/signin-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { signInReturn } from '@/lib/sign-in-return';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SigninScreen() {
  useDocumentTitle('Sign in');
  const state = useLocation().state as { notice?: string } | null;
  const [reason] = useState(() => signInReturn.pendingReason());
  return (
    <>
      <SigninForm notice={state?.notice ?? null} reason={reason} />
      <div className="form">
        <div className="divider" role="separator">
          <span>or</span>
        </div>
        <SocialButtons />
      </div>
    </>
  );
}
