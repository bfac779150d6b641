// The elec-car app's asset profile for @chelian/tracking: e-bikes (assets of kind 4), named with the
// app's words, a bolt in lists; the playback's columns without the vehicle's parts.
import { ThunderboltOutlined } from '@ant-design/icons';
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { bikeNounsTexts } from '../texts';

export const BIKE_PROFILE = assetProfile({
  kind: ASSET_KINDS.ebike,
  nouns: bikeNounsTexts,
  trackColumns: ['index', 'label', 'time', 'speed', 'direction', 'mileage', 'place'],
  ListIcon: ThunderboltOutlined,
});
