import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/ui/avatar';
import { headerUserInfoQueryOptions } from '../api/get-user-info';
import { displayName } from './profile-card';

/** The signed-in member's photo (or initials) for the header's account menu. */
export function HeaderAvatar({ userId }: { userId: string }) {
  const { data } = useQuery(headerUserInfoQueryOptions(userId));
  const name = data ? displayName(data) : '';
  return <Avatar src={data?.avatar || null} name={name || '●'} size={22} className="avatar--xs" testId="header-avatar" />;
}
