/**
 * Names in the app's languages of big destinations that are not a time zone's exemplar city, so
 * CLDR does not name them (Munich shares Europe/Berlin, Osaka Asia/Tokyo). A small hand-made
 * list, checked against common usage in each language; cities not listed keep the data's English
 * name. `data` holds the spellings the data uses (GeoNames, Open Travel Data) in that country;
 * a language without an entry keeps that spelling. Latin American Spanish (es-CO) reads `es`.
 */
import type { CityNameLocale } from './cldr-cities.js';

export interface CityNamesEntry {
  readonly country: string;
  readonly data: readonly string[];
  readonly names: Partial<Readonly<Record<Exclude<CityNameLocale, 'es-CO'>, string>>>;
}

const entry = (country: string, data: string | readonly string[], names: CityNamesEntry['names']): CityNamesEntry => ({
  country,
  data: typeof data === 'string' ? [data] : data,
  names,
});

export const CITY_NAMES: readonly CityNamesEntry[] = [
  entry('DE', ['Munich', 'München'], { de: 'München', es: 'Múnich', ja: 'ミュンヘン' }),
  entry('DE', 'Hamburg', { fr: 'Hambourg', es: 'Hamburgo', ja: 'ハンブルク' }),
  entry('DE', 'Frankfurt am Main', { fr: 'Francfort-sur-le-Main', es: 'Fráncfort del Meno', ja: 'フランクフルト' }),
  entry('DE', ['Köln', 'Cologne'], { de: 'Köln', fr: 'Cologne', es: 'Colonia', ja: 'ケルン' }),
  entry('DE', 'Düsseldorf', { ja: 'デュッセルドルフ' }),
  entry('DE', 'Dresden', { fr: 'Dresde', es: 'Dresde', ja: 'ドレスデン' }),
  entry('DE', 'Stuttgart', { ja: 'シュトゥットガルト' }),
  entry('IT', ['Milan', 'Milano'], { de: 'Mailand', fr: 'Milan', es: 'Milán', ja: 'ミラノ' }),
  entry('IT', ['Venice', 'Venezia'], { de: 'Venedig', fr: 'Venise', es: 'Venecia', ja: 'ヴェネツィア' }),
  entry('IT', ['Florence', 'Firenze'], { de: 'Florenz', fr: 'Florence', es: 'Florencia', ja: 'フィレンツェ' }),
  entry('IT', ['Naples', 'Napoli'], { de: 'Neapel', fr: 'Naples', es: 'Nápoles', ja: 'ナポリ' }),
  entry('IT', ['Turin', 'Torino'], { de: 'Turin', fr: 'Turin', es: 'Turín', ja: 'トリノ' }),
  entry('ES', 'Barcelona', { ja: 'バルセロナ' }),
  entry('ES', ['Sevilla', 'Seville'], { de: 'Sevilla', fr: 'Séville', es: 'Sevilla', ja: 'セビリア' }),
  entry('FR', 'Nice', { de: 'Nizza', es: 'Niza', ja: 'ニース' }),
  entry('FR', 'Marseille', { es: 'Marsella', ja: 'マルセイユ' }),
  entry('FR', 'Lyon', { ja: 'リヨン' }),
  entry('FR', 'Strasbourg', { de: 'Straßburg', es: 'Estrasburgo', ja: 'ストラスブール' }),
  entry('FR', 'Bordeaux', { ja: 'ボルドー' }),
  entry('FR', 'Toulouse', { ja: 'トゥールーズ' }),
  entry('CH', ['Genève', 'Geneva'], { de: 'Genf', fr: 'Genève', es: 'Ginebra', ja: 'ジュネーブ' }),
  entry('CH', 'Basel', { fr: 'Bâle', es: 'Basilea', ja: 'バーゼル' }),
  entry('CH', ['Bern', 'Berne'], { fr: 'Berne', es: 'Berna', ja: 'ベルン' }),
  entry('CH', ['Luzern', 'Lucerne'], { fr: 'Lucerne', es: 'Lucerna', ja: 'ルツェルン' }),
  entry('AT', 'Salzburg', { fr: 'Salzbourg', es: 'Salzburgo', ja: 'ザルツブルク' }),
  entry('AT', 'Innsbruck', { ja: 'インスブルック' }),
  entry('GB', 'Edinburgh', { fr: 'Édimbourg', es: 'Edimburgo', ja: 'エディンバラ' }),
  entry('GB', 'Manchester', { ja: 'マンチェスター' }),
  entry('NL', 'The Hague', { de: 'Den Haag', fr: 'La Haye', es: 'La Haya', ja: 'ハーグ' }),
  entry('PL', ['Kraków', 'Krakow'], { de: 'Krakau', fr: 'Cracovie', es: 'Cracovia', ja: 'クラクフ' }),
  entry('RU', ['Saint Petersburg', 'St Petersburg'], { de: 'Sankt Petersburg', fr: 'Saint-Pétersbourg', es: 'San Petersburgo', ja: 'サンクトペテルブルク' }),
  entry('PT', 'Porto', { es: 'Oporto', ja: 'ポルト' }),
  entry('JP', 'Osaka', { ja: '大阪' }),
  entry('JP', 'Kyoto', { es: 'Kioto', ja: '京都' }),
  entry('JP', 'Yokohama', { ja: '横浜' }),
  entry('JP', 'Nagoya', { ja: '名古屋' }),
  entry('JP', 'Sapporo', { ja: '札幌' }),
  entry('JP', 'Fukuoka', { ja: '福岡' }),
  entry('JP', 'Kobe', { ja: '神戸' }),
  entry('JP', 'Kawasaki', { ja: '川崎' }),
  entry('JP', 'Hiroshima', { ja: '広島' }),
  entry('JP', 'Sendai', { ja: '仙台' }),
  entry('JP', 'Saitama', { ja: 'さいたま' }),
  entry('JP', 'Chiba', { ja: '千葉' }),
  entry('JP', 'Kitakyushu', { ja: '北九州' }),
  entry('JP', 'Niigata', { ja: '新潟' }),
  entry('JP', 'Kanazawa', { ja: '金沢' }),
  entry('JP', 'Nagasaki', { ja: '長崎' }),
  entry('JP', 'Kagoshima', { ja: '鹿児島' }),
  entry('JP', 'Kumamoto', { ja: '熊本' }),
  entry('JP', 'Okayama', { ja: '岡山' }),
  entry('JP', 'Hakodate', { ja: '函館' }),
  entry('JP', 'Naha', { ja: '那覇' }),
  entry('JP', 'Okinawa', { ja: '沖縄' }),
  entry('KR', 'Busan', { ja: '釜山' }),
  entry('CN', 'Beijing', { de: 'Peking', fr: 'Pékin', es: 'Pekín', ja: '北京' }),
  entry('VN', 'Hanoi', { fr: 'Hanoï', es: 'Hanói', ja: 'ハノイ' }),
  entry('IN', ['Delhi', 'New Delhi'], { ja: 'デリー' }),
  entry('IN', 'Mumbai', { ja: 'ムンバイ' }),
  entry('US', 'San Francisco', { ja: 'サンフランシスコ' }),
  entry('US', 'Boston', { ja: 'ボストン' }),
  entry('US', 'Las Vegas', { ja: 'ラスベガス' }),
  entry('US', 'Seattle', { ja: 'シアトル' }),
  entry('US', 'San Diego', { ja: 'サンディエゴ' }),
  entry('US', 'Philadelphia', { fr: 'Philadelphie', es: 'Filadelfia', ja: 'フィラデルフィア' }),
  entry('US', 'Miami', { ja: 'マイアミ' }),
  entry('US', 'Orlando', { ja: 'オーランド' }),
  entry('US', 'Dallas', { ja: 'ダラス' }),
  entry('US', 'Houston', { ja: 'ヒューストン' }),
  entry('US', 'Atlanta', { ja: 'アトランタ' }),
  entry('CA', ['Montréal', 'Montreal'], { fr: 'Montréal', de: 'Montreal', es: 'Montreal', ja: 'モントリオール' }),
  entry('CA', ['Québec', 'Quebec'], { fr: 'Québec', ja: 'ケベック・シティー' }),
  entry('BR', 'Rio de Janeiro', { es: 'Río de Janeiro', ja: 'リオデジャネイロ' }),
  entry('CO', ['Medellín', 'Medellin'], { ja: 'メデジン' }),
  entry('CO', 'Cartagena', { ja: 'カルタヘナ' }),
  entry('CO', 'Cali', { ja: 'カリ' }),
];
