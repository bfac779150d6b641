// The elec-lease app's asset profile for @chelian/tracking: the rental bikes (assets of kind 4),
// named with the app's words and a bolt in lists.
import { ThunderboltOutlined } from '@ant-design/icons';
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { leaseNounsTexts } from '../texts';

export const LEASE_PROFILE = assetProfile({ kind: ASSET_KINDS.ebike, nouns: leaseNounsTexts, ListIcon: ThunderboltOutlined });
