import { CommunityBrowseRoute } from './community-browse-route';

/** /reviews — members' reviews to browse (issue 26 §2). */
export default function BrowseReviewsScreen() {
  return <CommunityBrowseRoute kind="review" />;
}
