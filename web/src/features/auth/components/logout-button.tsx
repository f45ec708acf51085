import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton({ variant = 'secondary', ...rest }: Omit<ButtonProps, 'onClick'>) {
  const logoutMutation = useLogout();
  return (
    <Button variant={variant} busy={logoutMutation.isPending} onClick={() => logoutMutation.mutate()} data-testid="logout-button" {...rest}>
      Log out
    </Button>
  );
}
