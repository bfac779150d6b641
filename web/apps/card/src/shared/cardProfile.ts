// The card app's asset profile for @chelian/tracking: people (assets of kind 2), named with the
// card's words, a person icon in lists, the playback's columns without speed and mileage.
import { UserOutlined } from '@ant-design/icons';
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { cardNounsTexts } from '../texts';

export const CARD_PROFILE = assetProfile({
  kind: ASSET_KINDS.person,
  nouns: cardNounsTexts,
  trackColumns: ['index', 'label', 'time', 'direction', 'place'],
  ListIcon: UserOutlined,
});
