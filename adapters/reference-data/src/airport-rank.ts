/**
 * Busy passenger airports, roughly in order of annual passengers (hand-made from the public
 * Airports Council International rankings, 2019 and 2023; approximate on purpose). The data has no
 * traffic figures, and without them "london" or "par" would list a private airstrip as readily as
 * Heathrow or Charles de Gaulle: this order only breaks ties between equally good matches.
 */
export const BUSY_AIRPORTS: readonly string[] = [
  'ATL', 'DXB', 'DFW', 'LHR', 'HND', 'DEN', 'IST', 'LAX', 'ORD', 'DEL', 'CDG', 'JFK', 'LAS', 'AMS', 'MIA', 'MAD',
  'CAN', 'PVG', 'PEK', 'SZX', 'CTU', 'ICN', 'SIN', 'BKK', 'HKG', 'FRA', 'SEA', 'MCO', 'CLT', 'EWR', 'PHX', 'IAH',
  'SFO', 'BOM', 'DOH', 'CGK', 'KUL', 'MNL', 'TPE', 'NRT', 'KIX', 'MEX', 'GRU', 'BCN', 'FCO', 'MUC', 'LGW', 'YYZ',
  'SYD', 'MEL', 'JED', 'RUH', 'AUH', 'SAW', 'AYT', 'MSP', 'DTW', 'BOS', 'PHL', 'LGA', 'FLL', 'BWI', 'SLC', 'SAN',
  'DCA', 'IAD', 'MDW', 'TPA', 'BNA', 'AUS', 'PDX', 'STL', 'HNL', 'DAL', 'HOU', 'OAK', 'SJC', 'SMF', 'RDU', 'MCI',
  'CLE', 'PIT', 'IND', 'CMH', 'SAT', 'MSY', 'YVR', 'YUL', 'YYC', 'CUN', 'GDL', 'BOG', 'LIM', 'SCL', 'EZE', 'GIG',
  'BSB', 'PTY', 'CKG', 'KMG', 'SHA', 'XIY', 'HGH', 'PKX', 'WUH', 'CSX', 'NKG', 'BLR', 'MAA', 'HYD', 'CCU', 'CMB',
  'DAC', 'KHI', 'LHE', 'ISB', 'TLV', 'CAI', 'ADD', 'JNB', 'CPT', 'NBO', 'LOS', 'CMN', 'RAK', 'DME', 'SVO', 'LED',
  'VKO', 'ORY', 'MAN', 'STN', 'LTN', 'EDI', 'DUB', 'ZRH', 'GVA', 'VIE', 'CPH', 'OSL', 'ARN', 'HEL', 'BRU', 'LIS',
  'OPO', 'PMI', 'AGP', 'ALC', 'VLC', 'SVQ', 'BER', 'HAM', 'DUS', 'CGN', 'STR', 'MXP', 'LIN', 'BGY', 'VCE', 'NAP',
  'ATH', 'PRG', 'WAW', 'BUD', 'OTP', 'SOF', 'BEG', 'ZAG', 'NCE', 'LYS', 'MRS', 'TLS', 'BOD', 'NTE', 'BSL', 'LCY',
  'BHX', 'GLA', 'BRS', 'AKL', 'BNE', 'PER', 'ADL', 'CHC', 'OKA', 'CTS', 'FUK', 'ITM', 'NGO', 'PUS', 'CJU', 'SGN',
  'HAN', 'DPS', 'HKT', 'CNX', 'DMK', 'KTM', 'MLE', 'MCT', 'BAH', 'KWI', 'AMM', 'BEY', 'TAS', 'ALA', 'GYD', 'TBS',
  'EVN', 'KEF', 'RIX', 'TLL', 'VNO', 'LJU', 'SKG', 'HER', 'TFS', 'LPA', 'ACE', 'FUE', 'IBZ', 'FAO', 'FNC', 'SEN',
];
