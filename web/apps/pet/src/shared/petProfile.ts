// The pet app's asset profile for @chelian/tracking: pets (assets of kind 3), named with the pet's
// words, a smiling face in lists, the playback's columns without mileage and the vehicle's parts.
import { SmileOutlined } from '@ant-design/icons';
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { petNounsTexts } from '../texts';

export const PET_PROFILE = assetProfile({
  kind: ASSET_KINDS.pet,
  nouns: petNounsTexts,
  trackColumns: ['index', 'label', 'time', 'speed', 'direction', 'place'],
  ListIcon: SmileOutlined,
});
