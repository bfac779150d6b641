// The words that name an asset in the shared dialogs and tables (车辆/车组/车牌号, 人员/分组/姓名 …):
// a sub-app's asset profile (@chelian/tracking) carries them; without one, the vehicle's words.
import { ebikeWordsTexts, personWordsTexts, petWordsTexts, vehicleWordsTexts } from '../texts';

export interface AssetWords {
  /** What one asset is called: 车辆, 人员, 宠物. */
  asset: string;
  /** What a group is called: 车组, 分组. */
  group: string;
  /** The field that names one asset in dialogs and tables: 车牌号, 姓名, 宠物名. */
  name: string;
  /** The measure word after a count: 辆, 人, 只. */
  unit: string;
  /** What follows count and measure word when several are chosen (已选 3 辆车): 车, '' (人), 宠物. */
  counted: string;
}

export const VEHICLE_WORDS: AssetWords = vehicleWordsTexts;
/** A person's (智能工牌): the card app's nouns start from them. */
export const PERSON_WORDS: AssetWords = personWordsTexts;
/** A pet's (宠物守护): the pet app's nouns start from them. */
export const PET_WORDS: AssetWords = petWordsTexts;
/** An e-bike's (电动车守护): the elec-car app's nouns start from them. */
export const EBIKE_WORDS: AssetWords = ebikeWordsTexts;

/** The given words, or the vehicle's. */
export function wordsOrVehicle(words: AssetWords | undefined): AssetWords {
  return words ?? VEHICLE_WORDS;
}
