// The car app's asset profile: vehicles (assets.kind 1) named 车辆/车组/车牌, every track column,
// the default markers. The shared monitoring and playback pieces of @chelian/tracking take it.
import { ASSET_KINDS, assetProfile } from '@chelian/tracking';
import { carNounsTexts } from '../texts';

export const CAR_PROFILE = assetProfile({ kind: ASSET_KINDS.vehicle, nouns: carNounsTexts });
