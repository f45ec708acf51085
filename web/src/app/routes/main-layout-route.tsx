import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { HeaderSearch } from '@/features/search/components/search-combobox';

export default function MainLayoutRoute() {
  return <MainLayout accountMenu={<AccountMenu />} search={<HeaderSearch />} />;
}
