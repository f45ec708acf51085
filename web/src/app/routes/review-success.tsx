import { ReviewSuccess } from '@/features/reviews/components/review-success';

export default function ReviewSuccessRoute() {
  return <ReviewSuccess />;
}
