import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { SubscribeForm } from '@/features/mailing-list/components/subscribe-form';
import { HeaderSearch } from '@/features/search/components/search-combobox';
import { UnreadBadge } from '@/features/social/components/unread-badge';
import { HeaderAvatar } from '@/features/users/components/header-avatar';

const renderAvatar = (userId: string) => <HeaderAvatar key={userId} userId={userId} />;

export default function MainLayoutRoute() {
  return (
    <MainLayout
      accountMenu={
        <>
          <UnreadBadge />
          <AccountMenu renderAvatar={renderAvatar} />
        </>
      }
      search={<HeaderSearch />}
      footer={<SubscribeForm />}
    />
  );
}
