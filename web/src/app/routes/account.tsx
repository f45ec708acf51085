import { ChangePassword } from '@/features/auth/components/change-password';
import { CurrentAddressCode } from '@/features/auth/components/current-address-code';
import { DeleteAccount } from '@/features/auth/components/delete-account';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { AccountSummary } from '@/features/users/components/account-summary';
import { ChangeEmail } from '@/features/users/components/change-email';
import { RequireAuth } from '@/lib/authorization';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountScreen() {
  useDocumentTitle('Account');
  return (
    <RequireAuth reason="Sign in to manage your account.">
      {(userId) => (
        <section className="page page--narrow page--sections">
          <div className="page__header">
            <h1>Account</h1>
            <LogoutButton />
          </div>
          <AccountSummary userId={userId} />
          <ChangeEmail userId={userId} currentCodeRequest={<CurrentAddressCode purpose="change_email" />} />
          <ChangePassword />
          <DeleteAccount />
        </section>
      )}
    </RequireAuth>
  );
}
