import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';

export default function MainLayoutRoute() {
  return <MainLayout accountMenu={<AccountMenu />} />;
}
