import { CommunityBrowseRoute } from './community-browse-route';

/** /routines — members' routines to browse (issue 26 §2). */
export default function BrowseRoutinesScreen() {
  return <CommunityBrowseRoute kind="routine" />;
}
