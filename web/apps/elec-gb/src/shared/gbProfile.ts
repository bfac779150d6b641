// The 新国标 app's asset profile for @chelian/tracking: the registered fleet's e-bikes (assets of
// kind 4), named with the app's words and a bolt in lists.
import { ThunderboltOutlined } from '@ant-design/icons';
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { gbNounsTexts } from '../texts';

export const GB_PROFILE = assetProfile({ kind: ASSET_KINDS.ebike, nouns: gbNounsTexts, ListIcon: ThunderboltOutlined });
