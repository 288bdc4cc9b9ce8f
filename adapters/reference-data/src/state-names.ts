/**
 * Names of ISO 3166-2 subdivisions for labels and search. iso-3166 gives one name per code, as ISO
 * writes it: some inverted ("Madrid, Comunidad de"), Japan's in Kunrei romanisation ("Tôkyô",
 * "Hukusima"). This file turns those into the names people use, adds the Japanese names for
 * Japanese labels, and a few English names to search by ("Bavaria" for Bayern).
 */
import type { LabelLanguage } from './countries.js';

/** Prefectures JP-01 to JP-47: Hepburn name and Japanese name. */
const JP_PREFECTURES: readonly (readonly [string, string])[] = [
  ['Hokkaido', '北海道'],
  ['Aomori', '青森県'],
  ['Iwate', '岩手県'],
  ['Miyagi', '宮城県'],
  ['Akita', '秋田県'],
  ['Yamagata', '山形県'],
  ['Fukushima', '福島県'],
  ['Ibaraki', '茨城県'],
  ['Tochigi', '栃木県'],
  ['Gunma', '群馬県'],
  ['Saitama', '埼玉県'],
  ['Chiba', '千葉県'],
  ['Tokyo', '東京都'],
  ['Kanagawa', '神奈川県'],
  ['Niigata', '新潟県'],
  ['Toyama', '富山県'],
  ['Ishikawa', '石川県'],
  ['Fukui', '福井県'],
  ['Yamanashi', '山梨県'],
  ['Nagano', '長野県'],
  ['Gifu', '岐阜県'],
  ['Shizuoka', '静岡県'],
  ['Aichi', '愛知県'],
  ['Mie', '三重県'],
  ['Shiga', '滋賀県'],
  ['Kyoto', '京都府'],
  ['Osaka', '大阪府'],
  ['Hyogo', '兵庫県'],
  ['Nara', '奈良県'],
  ['Wakayama', '和歌山県'],
  ['Tottori', '鳥取県'],
  ['Shimane', '島根県'],
  ['Okayama', '岡山県'],
  ['Hiroshima', '広島県'],
  ['Yamaguchi', '山口県'],
  ['Tokushima', '徳島県'],
  ['Kagawa', '香川県'],
  ['Ehime', '愛媛県'],
  ['Kochi', '高知県'],
  ['Fukuoka', '福岡県'],
  ['Saga', '佐賀県'],
  ['Nagasaki', '長崎県'],
  ['Kumamoto', '熊本県'],
  ['Oita', '大分県'],
  ['Miyazaki', '宮崎県'],
  ['Kagoshima', '鹿児島県'],
  ['Okinawa', '沖縄県'],
];

/** Names with a comma that are not inverted: bilingual pairs where the first name is enough. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  'IT-23': "Valle d'Aosta",
  'IT-32': 'Trentino-Alto Adige',
  'IT-BZ': 'Bolzano',
  'MD-GA': 'Găgăuzia',
  'MD-SN': 'Stînga Nistrului',
};

/** English names people type for subdivisions ISO names in the local language. Search only. */
const ENGLISH_NAMES: Readonly<Record<string, readonly string[]>> = {
  'DE-BY': ['Bavaria'],
  'DE-NI': ['Lower Saxony'],
  'DE-NW': ['North Rhine-Westphalia'],
  'DE-RP': ['Rhineland-Palatinate'],
  'DE-HE': ['Hesse'],
  'DE-SN': ['Saxony'],
  'DE-ST': ['Saxony-Anhalt'],
  'DE-TH': ['Thuringia'],
  'DE-MV': ['Mecklenburg-Western Pomerania'],
  'ES-CT': ['Catalonia', 'Cataluña'],
  'ES-AN': ['Andalusia'],
  'ES-PV': ['Basque Country', 'País Vasco'],
  'ES-IB': ['Balearic Islands', 'Islas Baleares'],
  'ES-CN': ['Canary Islands'],
  'IT-52': ['Tuscany'],
  'IT-25': ['Lombardy'],
  'IT-82': ['Sicily'],
  'IT-88': ['Sardinia'],
  'IT-21': ['Piedmont'],
  'IT-57': ['Marche'],
  'IT-45': ['Emilia Romagna'],
  'FR-BRE': ['Brittany'],
  'FR-NOR': ['Normandy'],
  'FR-20R': ['Corsica'],
  'BE-VLG': ['Flanders'],
  'BE-WAL': ['Wallonia'],
  'CZ-10': ['Prague'],
  'AT-9': ['Vienna'],
  'AT-7': ['Tyrol'],
  'CH-GE': ['Geneva'],
  'CH-ZH': ['Zurich'],
  'CH-BE': ['Bern'],
};

/** The second part of "Name, Kind" when it is the kind of subdivision, so the name reads "Kind Name". */
const INVERTED_KIND = /^(city of|county|the|comunidad( foral)?( de)?|principado de|región de|respublika|hlavní město)$/i;
/** iso-3166 marks the languages of some names: "Diekirch (de, lb)". */
const LANGUAGE_NOTE = /\s*\([a-z]{2,3}(?:, ?[a-z]{2,3})*\)$/;

/**
 * The name a subdivision is shown with in `lang`.
 *
 * @example
 * subdivisionName('ES-MD', 'Madrid, Comunidad de', 'en') // 'Comunidad de Madrid'
 * subdivisionName('JP-13', 'Tôkyô', 'en') // 'Tokyo'
 * subdivisionName('JP-13', 'Tôkyô', 'ja') // '東京都'
 */
export function subdivisionName(code: string, isoName: string, lang: LabelLanguage): string {
  const jp = japanesePrefecture(code);
  if (jp) return lang === 'ja' ? jp[1] : jp[0];
  const override = NAME_OVERRIDES[code];
  if (override !== undefined) return override;
  const name = isoName.replace(LANGUAGE_NOTE, '');
  const comma = name.indexOf(',');
  if (comma === -1) return name;
  const kind = name.slice(comma + 1).trim();
  return INVERTED_KIND.test(kind) ? `${kind} ${name.slice(0, comma).trim()}` : name;
}

/**
 * Every name a subdivision can be found by: the ISO name and its parts, the shown names, English names.
 *
 * @example
 * searchNames('DE-BY', 'Bayern') // ['Bayern', 'Bavaria']
 */
export function searchNames(code: string, isoName: string): string[] {
  const names = new Set<string>([isoName.replace(LANGUAGE_NOTE, ''), subdivisionName(code, isoName, 'en'), subdivisionName(code, isoName, 'ja')]);
  for (const part of isoName.split(',')) if (!INVERTED_KIND.test(part.trim())) names.add(part.replace(LANGUAGE_NOTE, '').trim());
  for (const english of ENGLISH_NAMES[code] ?? []) names.add(english);
  return [...names].filter((n) => n !== '');
}

function japanesePrefecture(code: string): readonly [string, string] | undefined {
  const match = /^JP-(\d\d)$/.exec(code);
  return match ? JP_PREFECTURES[Number(match[1]) - 1] : undefined;
}
