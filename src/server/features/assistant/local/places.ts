/**
 * Place names the local assistant recognises, besides the built-in cities' own names and aliases
 * (src/shared/geo): city names in Devanagari and in Hinglish spellings, and well-known localities of the
 * big cities (a job "in Andheri" is posted in Mumbai). Every value is a built-in city slug.
 */

/** Devanagari names of the main Indian cities: one list, in shared, for the assistant and the job search. */
export { cityNamesHi as DEVANAGARI_CITY_NAMES } from '../../../../shared/i18n/hi-search';

/** Latin-script names people type that the built-in list does not have (Hinglish and misspellings). */
export const LATIN_CITY_NAMES: Readonly<Record<string, string>> = {
  dilli: 'delhi',
  delhii: 'delhi',
  bambai: 'mumbai',
  mumbay: 'mumbai',
  banglore: 'bangalore',
  bangaluru: 'bangalore',
  bengalore: 'bangalore',
  blr: 'bangalore',
  kolkatta: 'kolkata',
  hydrabad: 'hyderabad',
  hyd: 'hyderabad',
  lakhnau: 'lucknow',
  amdavad: 'ahmedabad',
  ahemdabad: 'ahmedabad',
  ahmadabad: 'ahmedabad',
  banaras: 'varanasi',
  benaras: 'varanasi',
  gurgoan: 'gurugram',
  ncr: 'delhi',
  sf: 'san-francisco',
  vegas: 'las-vegas',
};

/** Localities of the big cities, by the city they belong to. */
const LOCALITIES_BY_CITY: Readonly<Record<string, readonly string[]>> = {
  mumbai: [
    'andheri',
    'bandra',
    'borivali',
    'dadar',
    'kurla',
    'malad',
    'goregaon',
    'powai',
    'colaba',
    'juhu',
    'ghatkopar',
    'chembur',
    'kandivali',
    'santacruz',
    'worli',
    'lower parel',
    'mulund',
    'vile parle',
    'dharavi',
    'अंधेरी',
    'बांद्रा',
    'बोरीवली',
    'दादर',
    'कुर्ला',
    'मलाड',
    'घाटकोपर',
  ],
  'navi-mumbai': ['vashi', 'nerul', 'kharghar', 'belapur', 'airoli', 'वाशी'],
  delhi: [
    'dwarka',
    'rohini',
    'saket',
    'karol bagh',
    'lajpat nagar',
    'connaught place',
    'janakpuri',
    'laxmi nagar',
    'chandni chowk',
    'okhla',
    'pitampura',
    'mayur vihar',
    'shahdara',
    'द्वारका',
    'रोहिणी',
    'साकेत',
    'करोल बाग',
    'लक्ष्मी नगर',
    'चांदनी चौक',
  ],
  bangalore: [
    'whitefield',
    'koramangala',
    'indiranagar',
    'electronic city',
    'hsr layout',
    'jayanagar',
    'marathahalli',
    'btm layout',
    'yelahanka',
    'hebbal',
    'malleshwaram',
  ],
  pune: ['hinjewadi', 'kothrud', 'hadapsar', 'wakad', 'baner', 'viman nagar', 'shivajinagar', 'हिंजवडी'],
  hyderabad: ['gachibowli', 'hitech city', 'madhapur', 'kukatpally', 'banjara hills', 'ameerpet', 'kondapur'],
  chennai: ['t nagar', 'adyar', 'velachery', 'tambaram', 'anna nagar', 'guindy'],
  kolkata: ['salt lake', 'park street', 'new town', 'dum dum', 'behala', 'garia'],
  gurugram: ['dlf', 'sohna road', 'cyber city'],
};

export const LOCALITIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOCALITIES_BY_CITY).flatMap(([slug, names]) => names.map((name) => [name, slug])),
);

/** Built-in city names that are also everyday words; they are not read as a city in a sentence. */
export const AMBIGUOUS_CITY_NAMES: ReadonlySet<string> = new Set(['gaya', 'mandi', 'puri', 'mahe']);
