import { RoutineSuccess } from '@/features/routines/components/routine-success';

export default function RoutineSuccessRoute() {
  return <RoutineSuccess />;
}
