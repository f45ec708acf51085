import { NotBuilt } from '@/components/ui/not-built';

export default function NotBuiltScreen({ title }: { title: string }) {
  return <NotBuilt title={title} />;
}
